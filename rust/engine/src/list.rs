//! [`List`]: a fixed-capacity list of small `Copy` items that is itself `Copy`, so that a
//! [`crate::GameState`] made of them clones as one memory copy (DESIGN.md, "The state is plain
//! data"). It dereferences to a slice for reading and in-place writes.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::{Deref, DerefMut};

/// Up to `N` items of `T` stored inline, with their count.
#[derive(Clone, Copy)]
pub struct List<T: Copy + Default, const N: usize> {
    len: u16,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> List<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        List {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// How many items the list can hold.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// Whether the list holds `N` items.
    pub fn is_full(&self) -> bool {
        self.len as usize == N
    }

    /// Appends `item`; panics when full (every capacity is above what a legal game reaches).
    #[inline]
    pub fn push(&mut self, item: T) {
        assert!(!self.is_full(), "list capacity {N} exceeded");
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    /// Appends `item`, or gives it back when the list is full.
    #[inline]
    pub fn try_push(&mut self, item: T) -> Result<(), T> {
        if self.is_full() {
            return Err(item);
        }
        self.push(item);
        Ok(())
    }

    /// Removes and returns the last item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    /// Removes the item at `index`, shifting the later ones down; panics if out of range.
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len as usize;
        assert!(index < len, "remove index {index} out of range {len}");
        let item = self.items[index];
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        item
    }

    /// Inserts `item` at `index`, shifting the later ones up; panics if full or out of range.
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len as usize;
        assert!(
            index <= len && !self.is_full(),
            "insert at {index} in {len}/{N}"
        );
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
    }

    /// Keeps the first `len` items.
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u16);
    }

    /// Keeps only the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u16;
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends every item of `items`; panics when full.
    pub fn extend_from_slice(&mut self, items: &[T]) {
        for &item in items {
            self.push(item);
        }
    }
}

impl<T: Copy + Default, const N: usize> Default for List<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for List<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for List<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a List<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for List<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len as usize)
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for List<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = List::new();
        for item in iter {
            list.push(item);
        }
        list
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for List<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for List<T, N> {}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for List<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for List<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for List<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > N {
            return Err(serde::de::Error::custom(format!(
                "{} items, more than the capacity {N}",
                items.len()
            )));
        }
        Ok(items.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::List;

    #[test]
    fn push_remove_insert_keep_order() {
        let mut l: List<u8, 4> = List::new();
        l.push(1);
        l.push(2);
        l.push(3);
        assert_eq!(l.remove(0), 1);
        l.insert(1, 9);
        assert_eq!(&*l, &[2, 9, 3]);
        assert_eq!(l.pop(), Some(3));
        l.push(4);
        l.push(5);
        assert!(l.is_full());
        assert_eq!(l.try_push(6), Err(6));
        l.truncate(1);
        assert_eq!(&*l, &[2]);
    }

    #[test]
    fn serde_round_trip_and_capacity_check() {
        let l: List<u8, 3> = [1, 2].into_iter().collect();
        let json = serde_json::to_string(&l).unwrap();
        assert_eq!(json, "[1,2]");
        assert_eq!(serde_json::from_str::<List<u8, 3>>(&json).unwrap(), l);
        assert!(serde_json::from_str::<List<u8, 3>>("[1,2,3,4]").is_err());
    }
}
