//! `nr-fast bench` (issue 26): the workload's checksum is pinned, so an accidental change of
//! behaviour (any game's outcome or final state) fails here. A rules change that changes it
//! updates `BENCH_CHECKSUM` here in the same commit, with the reason.

use nr_engine::{bench, BENCH_VERSION};

/// The checksum of workload version 1 (`BENCH_VERSION`) with this build's rules.
///
/// History: `0x1e08_dc93_e1fc_4bcf` before issue 24's rules; `0x5855_1448_5743_7f1e` since a
/// card's choice with a single outcome is no longer asked and a play or ability that could not
/// change the game state is no longer offered (issue 24: the bots' games take other paths);
/// `0x2dc6_1aaf_f640_69f2` since the heuristic bot values the cards its tables do not name from
/// their facts (issue 28: Bank Job, Red Team, Crash Space... count as economy), so its games take
/// other paths; `0x8a20_4cd7_8734_c8be` since the heuristic Runner never answers a Corp card's
/// demand with the answer that flatlines it at once and keeps 5 cards against Weyland at threat
/// level 4 (issue 25: Measured Response), so its games take other paths.
const BENCH_CHECKSUM: u64 = 0x8a20_4cd7_8734_c8be;

#[test]
fn bench_checksum_is_pinned_and_does_not_depend_on_threads() {
    let one = bench(1).expect("the workload plays");
    assert_eq!(one.version, BENCH_VERSION);
    assert_eq!(
        one.checksum, BENCH_CHECKSUM,
        "the bench checksum changed: {:#018x} (a rules change updates BENCH_CHECKSUM with the reason)",
        one.checksum
    );
    let two = bench(2).expect("the workload plays");
    assert_eq!(
        (two.checksum, two.games, two.decisions),
        (one.checksum, one.games, one.decisions)
    );
    assert_eq!(one.games, 44 * (16 + 4 + 1));
}
