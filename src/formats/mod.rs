//! Problem file formats: YAML (YACPDB / Olive) and Popeye input.
