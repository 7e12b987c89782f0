//! Ids that look like the noise around criterion's report (cargo's `Running`/`Updating` lines,
//! `Testing <id>`, `warning:`), longer than the 23-byte column so that each stands alone on its line
//! above an indented `time:` line; and `Success`, short enough to share the `time:` line.
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rustbench_criterion::fib_recursive;

fn bench_ids(c: &mut Criterion) {
    for id in [
        "Running mean over a large window",
        "Testing the parser on long input",
        "warning: deprecated api path bench",
        "Updating cache entries in a big map",
        "Success",
    ] {
        c.bench_function(id, |b| b.iter(|| fib_recursive(black_box(10))));
    }
}

criterion_group!(benches, bench_ids);
criterion_main!(benches);
