import CMallocShim
import FlipbookCLI
import FlipbookTool

// The encoders allocate and free frame-sized buffers (4 MB at 750×1334) many times a frame. By
// default glibc maps such blocks fresh and returns them on free, so every frame paid about
// 2 000 page faults (8 MB faulted in) in kernel time: a fifth of `flipbook gif`'s CPU on the
// page-flip sweep. Blocks up to 32 MB now come from the heap, which keeps up to 256 MB of freed
// space for reuse instead of faulting it in again; the sweep's peak memory goes from about 70 to
// 80–95 MB (bench/notes/2026-12-07-gif-speed.md). The C shim calls glibc's `mallopt`.
fb_malloc_keep_frame_buffers()

// The executable forwards to FlipbookCLI, which is testable in-process; `CLI.main` installs the
// signal clean-up, which only a whole process may do. The package's demos, their flags and the
// `assets` command come from FlipbookTool (which the CLI tests run too), the benchmarks are the
// executable's own: the FlipbookCLI library links neither.
var engine = Engine.flipbook
engine.benchmarks = StandardBenchmarks.all
CLI.main(engine: engine)
