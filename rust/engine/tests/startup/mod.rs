//! Positions shared by the Elevation and Vantage Point card tests: The Catalyst against
//! Haas-Bioroid, with 5 credits a side unless a test says otherwise.
#![allow(dead_code)]

use crate::common::{corp_turn_against, runner_turn_as};
use nr_engine::GameState;

pub const CATALYST: &str = "The Catalyst: Convention Breaker";

/// A side's scenario body from `parts` (empty ones left out), with 5 credits unless one says
/// otherwise.
pub fn body(parts: &[&str]) -> String {
    let mut v: Vec<&str> = parts.iter().copied().filter(|p| !p.is_empty()).collect();
    if !v.iter().any(|p| p.contains(r#""credits""#)) {
        v.push(r#""credits": 5"#);
    }
    v.join(", ")
}

/// A Runner action phase (The Catalyst against Haas-Bioroid), R&D stocked for the Corp's draws.
pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    let rd = if corp.contains(r#""rd": ["#) {
        ""
    } else {
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#
    };
    runner_turn_as(CATALYST, &body(&[corp, rd]), &body(&[runner]))
}

/// A Corp action phase (Haas-Bioroid against The Catalyst).
pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    corp_turn_against(
        CATALYST,
        &body(&[corp, r#""rd": ["Hedge Fund", "Hedge Fund"]"#]),
        &body(&[runner]),
    )
}
