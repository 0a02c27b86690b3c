//! Card titles as players write them: one lookup for every place a title is read (decklists,
//! deck dicts, scenarios, the Python API), folding case, accents, typographic quotes and runs of
//! spaces, with a "did you mean" suggestion for a title that is not in the card table.

use crate::cards::card_table;
use crate::error::EngineError;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Titles longer than this (in characters) get no suggestion: the edit distance is quadratic,
/// and no card title is nearly this long.
const MAX_SUGGEST_CHARS: usize = 64;

/// The ASCII letters an accented Latin letter folds to (lowercase input).
fn fold_char(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ł' => "l",
        'ñ' | 'ń' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
        'œ' => "oe",
        'ř' => "r",
        'ś' | 'š' | 'ş' => "s",
        'ß' => "ss",
        'ť' | 'ţ' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        '\u{2018}' | '\u{2019}' | '\u{02bc}' | '`' | '\u{00b4}' => "'",
        '\u{201c}' | '\u{201d}' => "\"",
        // Vietnamese letters as NetrunnerDB prints them (Phật Gioan Baotixita, Nurse Hạnh),
        // precomposed with two marks.
        'ạ' | 'ả' | 'ấ' | 'ầ' | 'ẩ' | 'ẫ' | 'ậ' | 'ắ' | 'ằ' | 'ẳ' | 'ẵ' | 'ặ' => {
            "a"
        }
        'ẹ' | 'ẻ' | 'ẽ' | 'ế' | 'ề' | 'ể' | 'ễ' | 'ệ' => "e",
        'ỉ' | 'ị' => "i",
        'ọ' | 'ỏ' | 'ố' | 'ồ' | 'ổ' | 'ỗ' | 'ộ' | 'ơ' | 'ớ' | 'ờ' | 'ở' | 'ỡ' | 'ợ' => {
            "o"
        }
        'ụ' | 'ủ' | 'ư' | 'ứ' | 'ừ' | 'ử' | 'ữ' | 'ự' => "u",
        'ỳ' | 'ỵ' | 'ỷ' | 'ỹ' => "y",
        // A trade mark sign says nothing of the title (GAMEDRAGON™ Pro).
        '\u{2122}' => "",
        '\u{2010}'..='\u{2015}' => "-",
        _ => return None,
    })
}

/// A title folded for comparison: lowercase, accents removed ("Déjà Vu" and "deja vu" fold
/// alike), typographic quotes and dashes made plain, and every run of whitespace one space,
/// with none at either end.
pub fn fold_title(title: &str) -> String {
    let mut out = String::with_capacity(title.len());
    let mut space = false;
    for c in title.trim().chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        for l in c.to_lowercase() {
            match fold_char(l) {
                Some(s) => out.push_str(s),
                // Combining accents (a decomposed "é") add nothing.
                None if ('\u{0300}'..='\u{036f}').contains(&l) => {}
                None => out.push(l),
            }
        }
    }
    out
}

/// The folded title of every card, by definition id.
fn folded_titles() -> &'static [String] {
    static FOLDED: OnceLock<Vec<String>> = OnceLock::new();
    FOLDED.get_or_init(|| card_table().iter().map(|c| fold_title(c.title)).collect())
}

/// Finds a card by title, as players write it (any case, with or without accents: see
/// [`fold_title`]), or by its code (e.g. `"01050"`, or a reprint's code such as `"30075"` for
/// Hedge Fund); returns its definition id.
pub fn card_by_title(title: &str) -> Option<u16> {
    let t = title.trim();
    let (codes, titles) = lookup_maps();
    if let Some(&i) = codes.get(t) {
        return Some(i);
    }
    titles.get(fold_title(t).as_str()).copied()
}

/// A code or folded title to a definition id.
type IdMap = HashMap<&'static str, u16>;

/// Every code (a card's own and its reprints') and every folded title, to the first definition
/// id that has it, as a scan of the table in id order finds it: built once, so a lookup (every
/// decklist line of every game set up by title) costs the same however many cards the engine
/// knows (issue 26).
fn lookup_maps() -> &'static (IdMap, IdMap) {
    static MAPS: OnceLock<(IdMap, IdMap)> = OnceLock::new();
    MAPS.get_or_init(|| {
        let (mut codes, mut titles) = (HashMap::new(), HashMap::new());
        for (i, c) in card_table().iter().enumerate() {
            codes.entry(c.code).or_insert(i as u16);
            for p in c.printings {
                codes.entry(p.code).or_insert(i as u16);
            }
        }
        for (i, f) in folded_titles().iter().enumerate() {
            titles.entry(f.as_str()).or_insert(i as u16);
        }
        (codes, titles)
    })
}

/// The card table's title closest to `title` (a small edit distance between folded titles),
/// if one is close enough to be what the player meant.
pub fn suggest_title(title: &str) -> Option<&'static str> {
    let folded: Vec<char> = fold_title(title).chars().collect();
    if folded.is_empty() || folded.len() > MAX_SUGGEST_CHARS {
        return None;
    }
    let allowed = (folded.len() / 4).clamp(1, 3);
    let mut row = Vec::with_capacity(MAX_SUGGEST_CHARS + 1);
    folded_titles()
        .iter()
        .enumerate()
        .map(|(i, f)| (edit_distance(&folded, f, &mut row), i))
        .filter(|&(d, _)| d <= allowed)
        .min()
        .map(|(_, i)| card_table()[i].title)
}

/// Levenshtein distance between `a` and the chars of `b`, with `row` as scratch space.
fn edit_distance(a: &[char], b: &str, row: &mut Vec<usize>) -> usize {
    row.clear();
    row.extend(0..=a.len());
    for (j, cb) in b.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = j + 1;
        for (i, &ca) in a.iter().enumerate() {
            let above = row[i + 1];
            let cost = usize::from(ca != cb);
            row[i + 1] = (diagonal + cost).min(above + 1).min(row[i] + 1);
            diagonal = above;
        }
    }
    row[a.len()]
}

/// Like [`card_by_title`], but an unknown title is an [`EngineError::UnknownCard`] that quotes
/// it and suggests the nearest real title ("did you mean 'Deja Vu'?"), and a Standard card the
/// card table does not hold yet an [`EngineError::Deck`] saying so (not "unknown").
pub fn lookup_card(title: &str) -> Result<u16, EngineError> {
    card_by_title(title).ok_or_else(
        || match crate::formats::unimplemented_standard_card(title) {
            Some(c) => EngineError::Deck(crate::formats::not_implemented_message(c)),
            None => EngineError::UnknownCard(unknown_title_message(title)),
        },
    )
}

/// The message for a title that names no card: the title (shortened if very long) and a
/// suggestion when one is close.
pub fn unknown_title_message(title: &str) -> String {
    let shown: String = title.chars().take(80).collect();
    let more = if shown.len() < title.len() { "…" } else { "" };
    match suggest_title(title) {
        Some(s) => format!("{shown:?}{more}; did you mean '{s}'?"),
        None => format!("{shown:?}{more}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_removes_case_accents_and_extra_spaces() {
        assert_eq!(fold_title("  Déjà   VU "), "deja vu");
        assert_eq!(fold_title("De\u{0301}ja\u{0300} Vu"), "deja vu");
        assert_eq!(fold_title("The Maker\u{2019}s Eye"), "the maker's eye");
    }

    #[test]
    fn edit_distance_counts_insertions_deletions_and_substitutions() {
        let mut row = Vec::new();
        let a: Vec<char> = "kitten".chars().collect();
        assert_eq!(edit_distance(&a, "sitting", &mut row), 3);
        assert_eq!(edit_distance(&a, "kitten", &mut row), 0);
        assert_eq!(edit_distance(&[], "abc", &mut row), 3);
    }
}
