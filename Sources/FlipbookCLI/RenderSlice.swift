/// A slice of a render's frames (`--frames A:B` or `--shard K/N`), for renders split across
/// processes or machines.
///
/// Indices count the clip's sampled frames from 0 (frame i at `from + i / fps`), not the
/// `--hold` copies; the copies belong to the slice that holds the last frame. Slices keep
/// the whole render's file numbers, so the folders of the slices copied together hold the
/// files of one render, byte for byte.
enum RenderSlice: Equatable {
    /// `--frames A:B`: frames A up to but not including B; either end may be left out.
    case frames(lower: Int?, upper: Int?)
    /// `--shard K/N`: the K-th of N nearly equal runs of frames, K from 1 to N.
    case shard(index: Int, count: Int)

    /// `--frames` or `--shard` from the arguments, or nil for the whole render.
    /// - Throws: ``CLIError`` (usage) for both at once or a malformed value.
    init?(_ args: ParsedArguments) throws {
        switch (args.string("frames"), args.string("shard")) {
        case (nil, nil):
            return nil
        case (_?, _?):
            throw CLIError.usage("--frames and --shard both choose the frames; give one of them", command: args.command)
        case let (raw?, nil):
            let parts = raw.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let lower = parts.first.flatMap { $0.isEmpty ? nil : Int($0) }
            let upper = parts.count == 2 ? (parts[1].isEmpty ? nil : Int(parts[1])) : nil
            guard parts.count == 2, parts[0].isEmpty || lower != nil, parts[1].isEmpty || upper != nil,
                  (lower ?? 0) >= 0, upper.map({ $0 > (lower ?? 0) }) ?? true else {
                throw CLIError.usage("--frames \(raw): expected A:B, frame indices from A up to but not including B "
                                     + "(0:10, 10:20, 20:), with A < B", command: args.command)
            }
            self = .frames(lower: lower, upper: upper)
        case let (nil, raw?):
            let parts = raw.split(separator: "/", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, parts[1] <= 10_000, (1...parts[1]).contains(parts[0]) else {
                throw CLIError.usage("--shard \(raw): expected K/N with 1 ≤ K ≤ N ≤ 10000 (1/3, 2/3, 3/3)",
                                     command: args.command)
            }
            self = .shard(index: parts[0], count: parts[1])
        }
    }

    /// The frame indices of this slice of a render of `frameCount` frames. Shard K of N gets
    /// frames `⌊(K−1)·count/N⌋ ..< ⌊K·count/N⌋` (empty when N exceeds the frame count); an
    /// upper bound past the end stops at the end.
    /// - Throws: ``CLIError`` (usage) when `--frames` starts at or after the last frame.
    func range(frameCount: Int, command: String) throws -> Range<Int> {
        switch self {
        case let .frames(lower, upper):
            let a = lower ?? 0
            guard a < frameCount else {
                throw CLIError.usage("--frames \(a):\(upper.map(String.init) ?? ""): the render has \(frameCount) "
                                     + "frame\(frameCount == 1 ? "" : "s") (0…\(frameCount - 1))", command: command)
            }
            return a..<min(frameCount, upper ?? frameCount)
        case let .shard(k, n):
            return (k - 1) * frameCount / n ..< k * frameCount / n
        }
    }
}
