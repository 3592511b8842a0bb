import Foundation
import FlipbookCodecs

/// What the `flipbook` executable does on SIGINT (Ctrl-C) and SIGTERM (`kill`): remove every
/// temporary file and folder it made (FlipbookCodecs' `TemporaryFiles`), print one line on stderr and exit
/// with 128 + the signal's number (130, 143), as shells do for a process a signal ended.
///
/// The signal handler itself only writes the signal's number into a pipe (`write` is
/// async-signal-safe); a thread of its own reads the pipe and does the work, so the clean-up
/// may lock, allocate and walk folders. Outputs already renamed into place stay: they are
/// complete. A second signal during the clean-up is ignored.
///
/// ``CLI/run(arguments:stdout:stderr:engine:)`` does not install this (it runs inside tests);
/// ``CLI/main(demos:)`` and ``CLI/main(engine:)`` call ``install(tool:)`` first and end with ``exit(_:)``.
public enum SignalCleanup {
    /// The signals handled.
    public static let signals: [Int32] = [SIGINT, SIGTERM]

    /// The pipe from the handler to the clean-up thread; the write end does not block.
    private static let pipe: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        return (fds[0], fds[1])
    }()

    /// Starts the clean-up thread and installs the handlers. Call once, before any work.
    /// - Parameter tool: the executable's name that starts the interruption message (default `flipbook`).
    public static func install(tool: String = "flipbook") {
        let fds = pipe
        guard fds.read >= 0 else { return }
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(fds.read, &byte, 1)
                if count == 1 { break }
                if count < 0 && errno == EINTR { continue }
                return
            }
            let signal = Int32(byte)
            TemporaryFiles.removeAllAndExit(status: 128 + signal) { removed in
                "\(tool): interrupted by \(name(of: signal)); temporary files removed (\(removed)), no partial output left"
            }
        }
        thread.name = "flipbook.signals"
        thread.start()
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals {
            // A parent may have blocked the signals (a test harness does); blocked, they would
            // wait unhandled. A SIGINT ignored from the start (a job started in the background
            // by a shell script) stays ignored, as Unix tools do, so Ctrl-C does not reach it.
            sigaddset(&mask, signal)
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            if signal == SIGINT, let handler = previous.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalCleanup.pipe.write, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Ends the process with `code`, unless a signal's clean-up has started: then that
    /// finishes and decides the exit status.
    public static func exit(_ code: Int32) -> Never {
        TemporaryFiles.waitIfExiting()
        Foundation.exit(code)
    }

    /// `SIGINT`, `SIGTERM`, or `signal N`.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}
