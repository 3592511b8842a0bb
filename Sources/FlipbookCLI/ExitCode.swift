/// The process exit codes of `flipbook` (the BSD `sysexits.h` values).
public enum ExitCode: Int32, Sendable {
    /// Success.
    case ok = 0
    /// A runtime failure; for `diff`, the images differ.
    case failure = 1
    /// The command line is wrong (`EX_USAGE`).
    case usage = 64
    /// An input file has bad contents (`EX_DATAERR`).
    case badData = 65
    /// An input file does not exist (`EX_NOINPUT`).
    case missingInput = 66
    /// An output file or directory cannot be created (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed part-way (`EX_IOERR`).
    case ioError = 74
}
