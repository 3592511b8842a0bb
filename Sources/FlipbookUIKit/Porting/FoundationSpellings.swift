import FlipbookGeometry
import Foundation

// Foundation's older Swift spellings and UIKit's additions to Foundation's types, which
// Foundation on Linux does not have.

/// `RunLoopMode` (Swift 3 and 4's name of `RunLoop.Mode`).
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// `RunLoopMode.commonModes` (Swift 3 and 4's name of `RunLoop.Mode.common`).
    public static var commonModes: RunLoop.Mode { .common }
}

/// UIKit's row and item of an index path (`NSIndexPath+UIKitAdditions`): the second index.
extension NSIndexPath {
    /// The index of the row in its section: the path's second index.
    public var row: Int { index(atPosition: 1) }
    /// The index of the item in its section: the path's second index.
    public var item: Int { index(atPosition: 1) }
    /// The index of the section: the path's first index.
    public var section: Int { index(atPosition: 0) }
}

extension NSCoder {
    /// The point a string such as `"{3, 4.5}"` describes (`NSCoder.cgPoint(for:)`, UIKit's
    /// `CGPointFromString`): the first two numbers of the string, whatever separates them;
    /// `.zero` when it has fewer than two.
    public static func cgPoint(for string: String) -> FlipbookGeometry.Point {
        let numbers = scannedNumbers(in: string)
        guard numbers.count >= 2 else { return .zero }
        return FlipbookGeometry.Point(x: numbers[0], y: numbers[1])
    }

    /// The string that describes `point` (`NSCoder.string(for:)`, `NSStringFromCGPoint`):
    /// `"{x, y}"`, whole numbers without a fraction (`"{3, 4.5}"`).
    public static func string(for point: FlipbookGeometry.Point) -> String {
        func text(_ v: Double) -> String {
            v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        return "{\(text(point.x)), \(text(point.y))}"
    }

    /// The decimal numbers in `string`, in order (`-1.5`, `2e3`, `.5`).
    static func scannedNumbers(in string: String) -> [Double] {
        var numbers: [Double] = []
        var current = ""
        func flush() {
            if let v = Double(current) { numbers.append(v) }
            current = ""
        }
        for ch in string {
            let isDigit = ch.isASCII && (ch.isNumber || ch == ".")
            let isExponent = (ch == "e" || ch == "E") && !current.isEmpty
            let isSign = ch == "-" || ch == "+"
            if isDigit || isExponent {
                current.append(ch)
            } else if isSign, current.last == "e" || current.last == "E" {
                current.append(ch)
            } else {
                flush()
                if isSign { current.append(ch) }
            }
        }
        flush()
        return numbers
    }
}
