//! A learned evaluation for the search (issue 28): features of a position as one side knows it
//! ([`value_features`]), training positions from play ([`value_positions`]), and the small
//! network the project ships ([`ValueNet`], [`learned_corp_value`]). See docs/strength.md.

mod features;
mod net;
mod positions;

pub use features::{value_feature_names, value_features, ValueFeatures, NUM_VALUE_FEATURES};
pub use net::{learned_corp_value, ValueNet, MAX_HIDDEN};
pub use positions::{value_positions, ValuePositions};
