//! [`List`]: a fixed-capacity list of small `Copy` items that is itself `Copy`, so that a
//! [`crate::GameState`] made of them clones as one memory copy (DESIGN.md, "The state is plain
//! data"). It dereferences to a slice for reading and in-place writes.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::mem::MaybeUninit;
use std::ops::{Deref, DerefMut};

/// Up to `N` items of `T` stored inline, with their count. Only the first `len` slots are ever
/// initialised or read, so a clone copies just the items in use.
pub struct List<T: Copy + Default, const N: usize> {
    len: u16,
    items: MaybeUninit<[T; N]>,
}

impl<T: Copy + Default, const N: usize> List<T, N> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        List {
            len: 0,
            items: MaybeUninit::uninit(),
        }
    }

    #[inline]
    fn ptr(&self) -> *const T {
        self.items.as_ptr() as *const T
    }

    #[inline]
    fn ptr_mut(&mut self) -> *mut T {
        self.items.as_mut_ptr() as *mut T
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: the first `len` slots are initialised (every method keeps this invariant).
        unsafe { std::slice::from_raw_parts(self.ptr(), self.len as usize) }
    }

    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as in `as_slice`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr_mut(), self.len as usize) }
    }

    /// How many items the list can hold.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// Whether the list holds `N` items.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.len as usize == N
    }

    /// Appends `item`; panics when full (every capacity is above what a legal game reaches).
    #[inline]
    pub fn push(&mut self, item: T) {
        assert!(!self.is_full(), "list capacity {N} exceeded");
        // SAFETY: `len < N`, so the slot is inside the array; it becomes initialised.
        unsafe { self.ptr_mut().add(self.len as usize).write(item) };
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
        let last = *self.as_slice().last()?;
        self.len -= 1;
        Some(last)
    }

    /// Removes the item at `index`, shifting the later ones down; panics if out of range.
    pub fn remove(&mut self, index: usize) -> T {
        let items = self.as_mut_slice();
        let item = items[index];
        items.copy_within(index + 1.., index);
        self.len -= 1;
        item
    }

    /// Inserts `item` at `index`, shifting the later ones up; panics if full or out of range.
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len as usize;
        assert!(index <= len, "insert at {index} in a list of {len}");
        self.push(item);
        let items = self.as_mut_slice();
        items.copy_within(index..len, index + 1);
        items[index] = item;
    }

    /// Keeps the first `len` items.
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u16);
    }

    /// Keeps only the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            let item = self.as_slice()[i];
            if keep(&item) {
                self.as_mut_slice()[kept] = item;
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

impl<T: Copy + Default, const N: usize> Clone for List<T, N> {
    /// Copies only the items in use (a small list is copied whole, which is cheaper than a call
    /// to `memcpy`).
    #[inline]
    fn clone(&self) -> Self {
        if std::mem::size_of::<[T; N]>() <= 256 {
            return List {
                len: self.len,
                items: self.items,
            };
        }
        let mut out = List::new();
        // SAFETY: `len <= N` items are initialised in `self` and fit in `out`.
        unsafe { std::ptr::copy_nonoverlapping(self.ptr(), out.ptr_mut(), self.len as usize) };
        out.len = self.len;
        out
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
        self.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for List<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
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
    type IntoIter = ListIntoIter<T, N>;
    fn into_iter(self) -> Self::IntoIter {
        ListIntoIter {
            list: self,
            next: 0,
        }
    }
}

/// The items of a [`List`], by value.
pub struct ListIntoIter<T: Copy + Default, const N: usize> {
    list: List<T, N>,
    next: usize,
}

impl<T: Copy + Default, const N: usize> Iterator for ListIntoIter<T, N> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        let item = self.list.as_slice().get(self.next).copied();
        self.next += 1;
        item
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
