#pragma once
// A process-wide allocator setting for the two programs that run the venue server.

namespace shashki::web {

/// Keeps up to 4 MiB of freed memory in the process instead of handing it back to the kernel at
/// once. Every press is a transaction, and SQLite frees its statement journal after each: glibc
/// would return that memory and ask for it again at the next press, two system calls a press (a
/// quarter of the server's CPU in bench_venue, docs/venue.md). Called once from main() of
/// `shashki` and `shashki-console`, before any thread starts: it is the process's setting, not
/// the server's.
void keep_freed_memory();

}  // namespace shashki::web
