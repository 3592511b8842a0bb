import FlipbookCodecs
import Foundation

/// How long each frame of `flipbook gif` is shown: one rate for every frame (`--fps`) or a
/// list of per-frame delays in centiseconds (`--delays 4,4,8` or a file of them).
enum FrameDelays: Equatable {
    /// Every frame is shown `1 / fps` seconds; the encoder rounds to centiseconds carrying the
    /// error forward, as a render does.
    case fps(Double)
    /// Frame i is shown `centiseconds[i] / 100` seconds.
    case centiseconds([Int])

    /// The longest delay a GIF stores (16 bits of centiseconds).
    static let maxCentiseconds = 65535

    /// `--fps` or `--delays` from the arguments (default 30 fps). `--delays` is a list of whole
    /// centiseconds separated by commas, spaces or new lines, or the path of a file holding one.
    /// - Throws: ``CLIError`` (usage) for both options at once, a bad number or an unreadable file.
    init(_ args: ParsedArguments, fps: Double?) throws {
        guard let raw = args.string("delays") else {
            self = .fps(fps ?? 30)
            return
        }
        guard fps == nil else {
            throw CLIError.usage("--fps and --delays both give the frame timing; give one of them", command: args.command)
        }
        var text = raw
        var source = "--delays"
        if raw.contains(where: { !("0"..."9").contains($0) && $0 != "," && $0 != " " }) || FileManager.default.fileExists(atPath: raw) {
            // A regular file within InputLimits.delaysBytes, checked before it is opened: a
            // 300 MB file or a FIFO never reaches memory.
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(raw, limit: InputLimits.delaysBytes)
            } catch let error as CodecError {
                if case .missing = error {
                    throw CLIError.usage("--delays \(raw): expected centiseconds such as 4,4,8 or a readable file of them",
                                         command: args.command)
                }
                throw CLIError(error)
            }
            guard let contents = String(validating: bytes, as: UTF8.self) else {
                throw CLIError(.badData, "--delays \(raw): the file is not UTF-8 text; expected centiseconds such as 4,4,8")
            }
            text = contents
            source = raw
        }
        let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
        var values: [Int] = []
        for (i, word) in words.enumerated() {
            guard let n = Int(word), (2...Self.maxCentiseconds).contains(n) else {
                throw CLIError.usage("\(source): delay \(i + 1) is '\(word)'; expected whole centiseconds from 2 to "
                                     + "\(Self.maxCentiseconds) (browsers show shorter delays as 10)", command: args.command)
            }
            values.append(n)
        }
        guard !values.isEmpty else {
            throw CLIError.usage("\(source): no delays; expected centiseconds such as 4,4,8", command: args.command)
        }
        self = .centiseconds(values)
    }

    /// Checks that a delay list covers exactly `frames` frames.
    func check(frames: Int, command: String) throws {
        if case let .centiseconds(values) = self, values.count != frames {
            throw CLIError.usage("--delays gives \(values.count) delay\(values.count == 1 ? "" : "s") for \(frames) "
                                 + "frame\(frames == 1 ? "" : "s"); give one delay per frame", command: command)
        }
    }

    /// Seconds frame `i` is shown.
    func seconds(ofFrame i: Int) -> Double {
        switch self {
        case let .fps(fps): return 1 / fps
        case let .centiseconds(values): return Double(values[i]) / 100
        }
    }
}
