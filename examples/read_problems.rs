fn main() {
    for arg in std::env::args().skip(1) {
        match alice::formats::read_problems(std::path::Path::new(&arg)) {
            Ok(list) => {
                for p in list {
                    match p {
                        Ok(p) => println!(
                            "{arg}: {} {} opts={:?} twins={} sol={}",
                            p.name,
                            p.stipulation,
                            p.options.unsupported,
                            p.twins.len(),
                            p.solution.is_some()
                        ),
                        Err(e) => println!("{arg}: ERROR {e}"),
                    }
                }
            }
            Err(e) => println!("{arg}: IO {e}"),
        }
    }
}
