// The controls of `alice check --html` (src/output/html.rs): filter the
// rows and the index's lines by status, order the rows (as checked, or
// failures first). The page
// reads without this script: every row is shown in the order checked.
(function () {
  var d = document;
  var list = d.getElementById('rows');
  var summary = d.getElementById('summary');
  if (!list || !summary) return;
  d.documentElement.className += ' js';
  // The summary is written last (rows are written as they come): put it
  // first, after the page's head.
  var head = d.querySelector('.page-head');
  if (head) head.parentNode.insertBefore(summary, head.nextSibling);
  var rows = [].slice.call(list.querySelectorAll('.row'));
  var lines = [].slice.call(summary.querySelectorAll('table.index tr[data-status]'));
  var boxes = [].slice.call(summary.querySelectorAll('.controls input[type=checkbox]'));
  var order = d.getElementById('order');
  var shown = d.getElementById('shown');
  function apply() {
    var on = {};
    boxes.forEach(function (b) { on[b.value] = b.checked; });
    var n = 0;
    rows.forEach(function (r) {
      r.hidden = !on[r.getAttribute('data-status')];
      if (!r.hidden) n++;
    });
    // The index lists the rows shown.
    lines.forEach(function (l) { l.hidden = !on[l.getAttribute('data-status')]; });
    var sorted = rows.slice();
    if (order && order.value === 'failures') {
      sorted.sort(function (a, b) {
        return (a.getAttribute('data-rank') - b.getAttribute('data-rank')) ||
          (a.getAttribute('data-n') - b.getAttribute('data-n'));
      });
    }
    sorted.forEach(function (r) { list.appendChild(r); });
    if (shown) shown.textContent = n + ' of ' + rows.length + ' shown';
  }
  boxes.forEach(function (b) { b.addEventListener('change', apply); });
  if (order) order.addEventListener('change', apply);
  // A link to a row hidden by the filter shows that row.
  d.addEventListener('click', function (e) {
    var a = e.target.closest ? e.target.closest('a[href^="#row-"]') : null;
    if (!a) return;
    var r = d.getElementById(a.getAttribute('href').slice(1));
    if (r) r.hidden = false;
  });
  apply();
})();
