//! How much memory this process may still allocate, so that a large allocation can be refused
//! with `MemoryError` before it aborts the process (Rust) or panics (numpy through pyo3).
//!
//! The estimate is the smallest of: the system's available memory (`MemAvailable` in
//! /proc/meminfo), what the process's cgroup (v2 or v1) still allows, and what its address-space
//! limit (`ulimit -v`, RLIMIT_AS) leaves. Where none of these can be read (not Linux), there is
//! no estimate and only the allocator's own refusal is caught.

use std::fs;

/// Bytes of the `key` line of a `/proc` file written as "key: value kB" (or a bare number).
fn proc_field(text: &str, key: &str, unit: u64) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(key))?;
    let value = line[key.len()..].split_whitespace().next()?;
    value.parse::<u64>().ok().map(|v| v.saturating_mul(unit))
}

fn read_u64(path: &str) -> Option<u64> {
    fs::read_to_string(path).ok()?.trim().parse().ok()
}

/// What the cgroup's memory limit still allows, if the process is in a limited cgroup.
fn cgroup_left() -> Option<u64> {
    // cgroup v2, then v1; "max" (or a huge v1 value) means no limit.
    let (limit, used) = match read_u64("/sys/fs/cgroup/memory.max") {
        Some(limit) => (limit, read_u64("/sys/fs/cgroup/memory.current")?),
        None => (
            read_u64("/sys/fs/cgroup/memory/memory.limit_in_bytes")?,
            read_u64("/sys/fs/cgroup/memory/memory.usage_in_bytes")?,
        ),
    };
    (limit < 1 << 60).then(|| limit.saturating_sub(used))
}

/// What the address-space limit (RLIMIT_AS) leaves, if one is set.
fn address_space_left() -> Option<u64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    let soft: u64 = line["Max address space".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()?; // "unlimited" does not parse: no limit
    let status = fs::read_to_string("/proc/self/status").ok()?;
    let used = proc_field(&status, "VmSize:", 1024)?;
    Some(soft.saturating_sub(used))
}

/// The bytes this process may still allocate, or None when nothing tells.
pub fn available_bytes() -> Option<u64> {
    let system = fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| proc_field(&t, "MemAvailable:", 1024));
    [system, cgroup_left(), address_space_left()]
        .into_iter()
        .flatten()
        .min()
}
