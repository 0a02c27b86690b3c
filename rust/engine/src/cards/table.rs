//! The card table: each card's printed facts read from the project's own `data/cards.json`
//! (facts only, no card text), its type, subtypes and the [`Behavior`] its faction file gives it.

use super::{CardBehavior, Module};
use crate::side::Side;
use serde::Deserialize;
use std::sync::OnceLock;

/// The type printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardType {
    /// An identity (never in a deck).
    Identity,
    /// Corp: scored for agenda points.
    Agenda,
    /// Corp: installed in a remote root, rezzed for abilities.
    Asset,
    /// Corp: installed in any server root.
    Upgrade,
    /// Corp: protects a server.
    Ice,
    /// Corp: played from HQ.
    Operation,
    /// Runner: played from the grip.
    Event,
    /// Runner: installed in the rig.
    Hardware,
    /// Runner: installed in the rig.
    Resource,
    /// Runner: installed in the rig, uses memory.
    Program,
}

impl CardType {
    /// The type's name in lower case, e.g. `"ice"`.
    pub fn name(self) -> &'static str {
        match self {
            CardType::Identity => "identity",
            CardType::Agenda => "agenda",
            CardType::Asset => "asset",
            CardType::Upgrade => "upgrade",
            CardType::Ice => "ice",
            CardType::Operation => "operation",
            CardType::Event => "event",
            CardType::Hardware => "hardware",
            CardType::Resource => "resource",
            CardType::Program => "program",
        }
    }
}

/// What a card does, beyond its stats: one variant per Core Set card (`Unimplemented` otherwise).
/// A card counts as implemented when its faction file says so ([`Hooks::implemented`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Behavior {
    Unimplemented,
    // Anarch
    Noise,
    DejaVu,
    DemolitionRun,
    Stimhack,
    Cyberfeeder,
    Grimoire,
    Corroder,
    Datasucker,
    Djinn,
    Medium,
    Mimic,
    Parasite,
    Wyrm,
    Yog,
    IceCarver,
    Wyldside,
    // Criminal
    Gabriel,
    AccountSiphon,
    EasyMark,
    ForgedActivationOrders,
    InsideJob,
    SpecialOrder,
    LemuriaCodecracker,
    Desperado,
    Aurora,
    FemmeFatale,
    Ninja,
    SneakdoorBeta,
    BankJob,
    CrashSpace,
    DataDealer,
    Decoy,
    // Shaper
    Kate,
    Diesel,
    Modded,
    TheMakersEye,
    Tinkering,
    AkamatsuMemChip,
    RabbitHole,
    ThePersonalTouch,
    TheToolbox,
    BatteringRam,
    GordianBlade,
    MagnumOpus,
    NetShield,
    Pipeline,
    AesopsPawnshop,
    SacrificialConstruct,
    // Neutral runner
    Infiltration,
    SureGamble,
    Crypsis,
    AccessToGlobalsec,
    ArmitageCodebusting,
    // Haas-Bioroid
    HaasBioroid,
    AcceleratedBetaTest,
    AdonisCampaign,
    AggressiveSecretary,
    ArchivedMemories,
    BioticLabor,
    ShipmentFromMirrorMorph,
    Heimdall,
    Ichi,
    Viktor,
    Rototurret,
    CorporateTroubleshooter,
    ExperientialData,
    // Jinteki
    Jinteki,
    NiseiMk2,
    ProjectJunebug,
    Snare,
    ZaibatsuLoyalty,
    NeuralEMP,
    Precognition,
    CellPortal,
    Chum,
    DataMine,
    NeuralKatana,
    WallOfThorns,
    AkitaroWatanabe,
    // NBN
    Nbn,
    AstroScriptPilotProgram,
    BreakingNews,
    AnonymousTip,
    ClosedAccounts,
    Psychographics,
    SeaSource,
    GhostBranch,
    DataRaven,
    MatrixAnalyzer,
    Tollbooth,
    RedHerrings,
    SanSanCityGrid,
    // Weyland Consortium
    Weyland,
    HostileTakeover,
    PostedBounty,
    SecuritySubcontract,
    AggressiveNegotiation,
    BeanstalkRoyalties,
    ScorchedEarth,
    ShipmentFromKaguya,
    Archer,
    HadriansWall,
    IceWall,
    Shadow,
    ResearchStation,
    // Neutral Corp
    PriorityRequisition,
    PrivateSecurityForce,
    MelangeMining,
    PadCampaign,
    HedgeFund,
    Enigma,
    Hunter,
    WallOfStatic,
}

fn behavior_of(code: &str) -> Behavior {
    use Behavior::*;
    match code {
        "01001" => Noise,
        "01002" => DejaVu,
        "01003" => DemolitionRun,
        "01004" => Stimhack,
        "01005" => Cyberfeeder,
        "01006" => Grimoire,
        "01007" => Corroder,
        "01008" => Datasucker,
        "01009" => Djinn,
        "01010" => Medium,
        "01011" => Mimic,
        "01012" => Parasite,
        "01013" => Wyrm,
        "01014" => Yog,
        "01015" => IceCarver,
        "01016" => Wyldside,
        "01017" => Gabriel,
        "01018" => AccountSiphon,
        "01019" => EasyMark,
        "01020" => ForgedActivationOrders,
        "01021" => InsideJob,
        "01022" => SpecialOrder,
        "01023" => LemuriaCodecracker,
        "01024" => Desperado,
        "01025" => Aurora,
        "01026" => FemmeFatale,
        "01027" => Ninja,
        "01028" => SneakdoorBeta,
        "01029" => BankJob,
        "01030" => CrashSpace,
        "01031" => DataDealer,
        "01032" => Decoy,
        "01033" => Kate,
        "01034" => Diesel,
        "01035" => Modded,
        "01036" => TheMakersEye,
        "01037" => Tinkering,
        "01038" => AkamatsuMemChip,
        "01039" => RabbitHole,
        "01040" => ThePersonalTouch,
        "01041" => TheToolbox,
        "01042" => BatteringRam,
        "01043" => GordianBlade,
        "01044" => MagnumOpus,
        "01045" => NetShield,
        "01046" => Pipeline,
        "01047" => AesopsPawnshop,
        "01048" => SacrificialConstruct,
        "01049" => Infiltration,
        "01050" => SureGamble,
        "01051" => Crypsis,
        "01052" => AccessToGlobalsec,
        "01053" => ArmitageCodebusting,
        "01054" => HaasBioroid,
        "01055" => AcceleratedBetaTest,
        "01056" => AdonisCampaign,
        "01057" => AggressiveSecretary,
        "01058" => ArchivedMemories,
        "01059" => BioticLabor,
        "01060" => ShipmentFromMirrorMorph,
        "01061" => Heimdall,
        "01062" => Ichi,
        "01063" => Viktor,
        "01064" => Rototurret,
        "01065" => CorporateTroubleshooter,
        "01066" => ExperientialData,
        "01067" => Jinteki,
        "01068" => NiseiMk2,
        "01069" => ProjectJunebug,
        "01070" => Snare,
        "01071" => ZaibatsuLoyalty,
        "01072" => NeuralEMP,
        "01073" => Precognition,
        "01074" => CellPortal,
        "01075" => Chum,
        "01076" => DataMine,
        "01077" => NeuralKatana,
        "01078" => WallOfThorns,
        "01079" => AkitaroWatanabe,
        "01080" => Nbn,
        "01081" => AstroScriptPilotProgram,
        "01082" => BreakingNews,
        "01083" => AnonymousTip,
        "01084" => ClosedAccounts,
        "01085" => Psychographics,
        "01086" => SeaSource,
        "01087" => GhostBranch,
        "01088" => DataRaven,
        "01089" => MatrixAnalyzer,
        "01090" => Tollbooth,
        "01091" => RedHerrings,
        "01092" => SanSanCityGrid,
        "01093" => Weyland,
        "01094" => HostileTakeover,
        "01095" => PostedBounty,
        "01096" => SecuritySubcontract,
        "01097" => AggressiveNegotiation,
        "01098" => BeanstalkRoyalties,
        "01099" => ScorchedEarth,
        "01100" => ShipmentFromKaguya,
        "01101" => Archer,
        "01102" => HadriansWall,
        "01103" => IceWall,
        "01104" => Shadow,
        "01105" => ResearchStation,
        "01106" => PriorityRequisition,
        "01107" => PrivateSecurityForce,
        "01108" => MelangeMining,
        "01109" => PadCampaign,
        "01110" => HedgeFund,
        "01111" => Enigma,
        "01112" => Hunter,
        "01113" => WallOfStatic,
        _ => Unimplemented,
    }
}

/// Subtype names, in bit order of [`CardDef::subtypes`].
pub(crate) const SUBTYPES: &[&str] = &[
    "AI",
    "AP",
    "Advertisement",
    "Ambush",
    "Barrier",
    "Bioroid",
    "Black Ops",
    "Chip",
    "Code Gate",
    "Connection",
    "Console",
    "Cyborg",
    "Daemon",
    "Decoder",
    "Deflector",
    "Destroyer",
    "Expansion",
    "Facility",
    "Fracter",
    "G-mod",
    "Gray Ops",
    "Icebreaker",
    "Initiative",
    "Job",
    "Killer",
    "Link",
    "Location",
    "Megacorp",
    "Mod",
    "Natural",
    "Observer",
    "Region",
    "Remote",
    "Research",
    "Run",
    "Sabotage",
    "Security",
    "Seedy",
    "Sentry",
    "Sysop",
    "Tracer",
    "Transaction",
    "Trap",
    "Trojan",
    "Unorthodox",
    "Virtual",
    "Virus",
];

/// Bit of a subtype name in [`CardDef::subtypes`].
pub(crate) const fn subtype(name: &str) -> u64 {
    let mut i = 0;
    while i < SUBTYPES.len() {
        if const_eq(SUBTYPES[i], name) {
            return 1 << i;
        }
        i += 1;
    }
    panic!("unknown subtype");
}

const fn const_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

pub(crate) const VIRUS: u64 = subtype("Virus");
pub(crate) const REGION: u64 = subtype("Region");
pub(crate) const CONSOLE: u64 = subtype("Console");
pub(crate) const TRANSACTION: u64 = subtype("Transaction");
pub(crate) const BARRIER: u64 = subtype("Barrier");
pub(crate) const CODE_GATE: u64 = subtype("Code Gate");
pub(crate) const SENTRY: u64 = subtype("Sentry");
pub(crate) const ICEBREAKER: u64 = subtype("Icebreaker");

/// The static facts of one card, as printed.
#[derive(Debug)]
pub struct CardDef {
    /// Card code, e.g. `"01110"`.
    pub code: &'static str,
    /// Title, e.g. `"Hedge Fund"`.
    pub title: &'static str,
    /// Side the card belongs to.
    pub side: Side,
    /// Faction code, e.g. `"neutral-corp"`.
    pub faction: &'static str,
    /// Card type.
    pub card_type: CardType,
    /// Play, install or rez cost (0 where the card has none, and for an X cost).
    pub cost: u8,
    /// The cost is X, chosen as the card is played (Psychographics): `cost` is then 0.
    pub cost_is_x: bool,
    /// Printed strength of ice or programs.
    pub strength: u8,
    /// Advancement requirement of an agenda.
    pub advancement_requirement: u8,
    /// Agenda points of an agenda.
    pub agenda_points: u8,
    /// Trash cost, if the card has one.
    pub trash_cost: Option<u8>,
    /// Memory cost of a program.
    pub memory_cost: u8,
    /// Influence value.
    pub influence: u8,
    /// Copies in one Core Set box.
    pub quantity: u8,
    /// Copies allowed per deck.
    pub deck_limit: u8,
    /// Unique card (only one copy active at a time).
    pub unique: bool,
    /// Base link of a Runner identity.
    pub base_link: u8,
    /// Minimum deck size of an identity.
    pub minimum_deck_size: u8,
    /// Influence limit of an identity.
    pub influence_limit: u8,
    /// Subtypes as bits, see the subtype list.
    pub subtypes: u64,
    /// Set code, e.g. `"core"`.
    pub set: &'static str,
    /// Number of official rulings on the card in the card database (each has a test).
    pub rulings: u8,
    /// Whether the engine implements this card's abilities.
    pub implemented: bool,
    /// What the card does, in the project's own words (never the printed text); empty for a
    /// card without one. Written in `data/cards.json`.
    pub summary: &'static str,
    /// The subtypes in printed order (the known ones: those with a bit in `subtypes`).
    subtype_order: &'static [&'static str],
    /// What the card does beyond its printed facts (`None`: a legacy card reached through its
    /// faction file's `Hooks`).
    pub(crate) rules: Option<&'static CardBehavior>,
    pub(crate) behavior: Behavior,
    pub(crate) module: Module,
}

impl CardDef {
    /// Whether the card has the named subtype.
    pub fn has_subtype(&self, name: &str) -> bool {
        SUBTYPES
            .iter()
            .position(|s| *s == name)
            .is_some_and(|i| self.subtypes & (1 << i) != 0)
    }
    /// Subtype names of this card, in printed order ("Icebreaker", "Fracter").
    pub fn subtype_names(&self) -> Vec<&'static str> {
        self.subtype_order.to_vec()
    }
}

#[derive(Deserialize)]
struct Row {
    code: String,
    title: String,
    side: Side,
    faction: String,
    #[serde(rename = "type")]
    card_type: CardType,
    cost: Option<u8>,
    strength: Option<u8>,
    advancement_requirement: Option<u8>,
    agenda_points: Option<u8>,
    trash_cost: Option<u8>,
    memory_cost: Option<u8>,
    influence: Option<u8>,
    quantity: u8,
    deck_limit: u8,
    unique: bool,
    base_link: Option<u8>,
    minimum_deck_size: Option<u8>,
    influence_limit: Option<u8>,
    subtypes: Vec<String>,
    #[serde(default)]
    rulings: u8,
    set: String,
    #[serde(default)]
    summary: String,
}

/// The definition written for card `code`, in any set.
fn definition(code: &str) -> Option<&'static CardBehavior> {
    super::core::FACTIONS
        .iter()
        .flat_map(|cards| cards.iter())
        .find(|b| b.code == code)
}

static TABLE: OnceLock<Vec<CardDef>> = OnceLock::new();

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Every card the engine knows, in code order. Index = card definition id.
pub fn card_table() -> &'static [CardDef] {
    TABLE.get_or_init(|| {
        let rows: Vec<Row> = serde_json::from_str(include_str!("../../../../data/cards.json"))
            .expect("data/cards.json is valid");
        rows.into_iter()
            .map(|r| {
                let behavior = behavior_of(&r.code);
                let rules = definition(&r.code);
                let module = Module::of(&r.faction, r.card_type);
                let known: Vec<(usize, &'static str)> = r
                    .subtypes
                    .iter()
                    .filter_map(|s| SUBTYPES.iter().position(|n| n == s))
                    .map(|i| (i, SUBTYPES[i]))
                    .collect();
                let subtypes = known.iter().fold(0, |a, &(i, _)| a | 1u64 << i);
                let subtype_order: &'static [&'static str] =
                    Box::leak(known.into_iter().map(|(_, s)| s).collect::<Box<[_]>>());
                CardDef {
                    code: leak(r.code),
                    title: leak(r.title),
                    side: r.side,
                    faction: leak(r.faction),
                    card_type: r.card_type,
                    cost: r.cost.unwrap_or(0),
                    // Only agendas and identities have no cost; any other card without one
                    // costs X.
                    cost_is_x: r.cost.is_none()
                        && !matches!(r.card_type, CardType::Agenda | CardType::Identity),
                    strength: r.strength.unwrap_or(0),
                    advancement_requirement: r.advancement_requirement.unwrap_or(0),
                    agenda_points: r.agenda_points.unwrap_or(0),
                    trash_cost: r.trash_cost,
                    memory_cost: r.memory_cost.unwrap_or(0),
                    influence: r.influence.unwrap_or(0),
                    quantity: r.quantity,
                    deck_limit: r.deck_limit,
                    unique: r.unique,
                    base_link: r.base_link.unwrap_or(0),
                    minimum_deck_size: r.minimum_deck_size.unwrap_or(0),
                    influence_limit: r.influence_limit.unwrap_or(0),
                    subtypes,
                    rulings: r.rulings,
                    set: leak(r.set),
                    implemented: rules.is_some() || super::implemented(module, behavior),
                    summary: leak(r.summary),
                    subtype_order,
                    rules,
                    behavior,
                    module,
                }
            })
            .collect()
    })
}

/// The definition with this id.
#[inline]
pub(crate) fn def(id: u16) -> &'static CardDef {
    &card_table()[id as usize]
}
