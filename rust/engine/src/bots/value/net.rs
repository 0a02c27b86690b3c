//! The learned evaluation's network (issue 28): a small dense network (one hidden layer of
//! rectified linear units, a logistic output) from [`super::value_features`] to the Corp's
//! chance of winning. Its weights are a versioned JSON file the project ships
//! (`data/value/value-v1.json`, written by `python -m nr_fast.train_value`), parsed once at first
//! use; an evaluation allocates nothing (stack arrays only).

use super::features::{value_feature_names, value_features, ValueFeatures, NUM_VALUE_FEATURES};
use crate::error::EngineError;
use crate::side::Side;
use crate::state::GameState;
use serde::Deserialize;
use std::sync::OnceLock;

/// Most hidden units a weights file may have (the evaluation's stack array).
pub const MAX_HIDDEN: usize = 256;

/// The weights the project ships, the file `nr_fast.train_value` writes.
const SHIPPED: &str = include_str!("../../../../../data/value/value-v1.json");

/// The weights file as written by the trainer.
#[derive(Deserialize)]
struct File {
    version: u32,
    features: Vec<String>,
    mean: Vec<f32>,
    scale: Vec<f32>,
    /// Hidden × features, one row per hidden unit.
    w1: Vec<Vec<f32>>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

/// A loaded value network: the input scaling folded into the first layer.
#[derive(Clone, Debug)]
pub struct ValueNet {
    hidden: usize,
    /// Hidden × features, row-major, already divided by the input scale.
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

impl ValueNet {
    /// Parses a weights file; an error names what does not fit (another feature list, a size
    /// that does not match, a number that is not finite).
    pub fn from_json(text: &str) -> Result<ValueNet, EngineError> {
        let bad = |m: String| EngineError::InvalidArgument(format!("value weights: {m}"));
        let f: File = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        if f.version != 1 {
            return Err(bad(format!("version {} is not 1", f.version)));
        }
        if f.features != value_feature_names() {
            return Err(bad(
                "the feature list is not this engine's (retrain: python -m nr_fast.train_value)"
                    .into(),
            ));
        }
        let n = NUM_VALUE_FEATURES;
        let h = f.w1.len();
        if h == 0 || h > MAX_HIDDEN {
            return Err(bad(format!("{h} hidden units (1 to {MAX_HIDDEN})")));
        }
        if f.mean.len() != n
            || f.scale.len() != n
            || f.b1.len() != h
            || f.w2.len() != h
            || f.w1.iter().any(|r| r.len() != n)
        {
            return Err(bad("array sizes do not match".into()));
        }
        let all = f
            .mean
            .iter()
            .chain(&f.scale)
            .chain(&f.b1)
            .chain(&f.w2)
            .chain(f.w1.iter().flatten())
            .chain(std::iter::once(&f.b2));
        if all.clone().any(|x| !x.is_finite()) || f.scale.iter().any(|&s| s <= 0.0) {
            return Err(bad("a weight is not finite, or a scale not positive".into()));
        }
        let mut w1 = Vec::with_capacity(h * n);
        let mut b1 = f.b1.clone();
        for (j, row) in f.w1.iter().enumerate() {
            for ((&r, &scale), &mean) in row.iter().zip(&f.scale).zip(&f.mean) {
                let w = r / scale;
                w1.push(w);
                b1[j] -= w * mean;
            }
        }
        Ok(ValueNet {
            hidden: h,
            w1,
            b1,
            w2: f.w2,
            b2: f.b2,
        })
    }

    /// The network the project ships (parsed once; `tests/value.rs` checks that it loads).
    pub fn shipped() -> &'static ValueNet {
        static NET: OnceLock<ValueNet> = OnceLock::new();
        NET.get_or_init(|| ValueNet::from_json(SHIPPED).expect("the shipped value weights load"))
    }

    /// The Corp's chance of winning given these features; allocates nothing.
    pub fn eval(&self, x: &ValueFeatures) -> f32 {
        let n = NUM_VALUE_FEATURES;
        let mut z = self.b2;
        for j in 0..self.hidden {
            let row = &self.w1[j * n..(j + 1) * n];
            let mut a = self.b1[j];
            for (w, v) in row.iter().zip(x) {
                a += w * v;
            }
            z += self.w2[j] * a.max(0.0);
        }
        1.0 / (1.0 + (-z).exp())
    }
}

/// The Corp's value of a position in `[0, 1]` by the shipped network: 1 or 0 once the game is
/// over; otherwise the network's chance that the Corp wins, read from the features of the side
/// that decides next (the Corp's when no one decides). Allocates nothing.
pub fn learned_corp_value(g: &GameState) -> f64 {
    match g.winner() {
        Some(Side::Corp) => return 1.0,
        Some(Side::Runner) => return 0.0,
        None => {}
    }
    let mut x = [0f32; NUM_VALUE_FEATURES];
    value_features(g, g.current_side().unwrap_or(Side::Corp), &mut x);
    ValueNet::shipped().eval(&x) as f64
}
