/// Horizontal placement of each line in the text container.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width by widening the spaces between words; the last line of each
    /// paragraph, and lines without spaces, are left-aligned.
    case justified
    /// The script's natural direction; always left here (right-to-left text is not supported).
    case natural
}

/// Where a line that does not fit is shortened with "…".
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// Not truncated: a line that does not fit is cut off by the container.
    case none
    /// "…" then the end of the text.
    case start
    /// The start of the text, "…", then its end.
    case middle
    /// The start of the text then "…" (UILabel's default, `byTruncatingTail`).
    case end
}

/// Space around the text inside its container, in points.
public struct TextInsets: Hashable, Sendable {
    /// Top inset in points. Default 0.
    public var top: Double
    /// Left inset in points. Default 0.
    public var left: Double
    /// Bottom inset in points. Default 0.
    public var bottom: Double
    /// Right inset in points. Default 0.
    public var right: Double

    /// Insets in points; each defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = TextInsets()
    /// `UITextView`'s default `textContainerInset`: 8 pt top and bottom.
    public static let textView = TextInsets(top: 8, bottom: 8)
}

/// How text is fitted into its container.
///
/// The container is `width × height` points including ``insets``; the text itself lies inside
/// the insets, and within each line ``lineFragmentPadding`` is kept clear at both ends (as
/// `NSTextContainer.lineFragmentPadding`).
public struct TextLayoutOptions: Hashable, Sendable {
    /// Container width in points, insets included; lines wrap or truncate to it. `nil` means
    /// unlimited: no wrapping, no truncation, the layout is as wide as its longest line.
    /// Default nil.
    public var width: Double?
    /// Container height in points, insets included. With a ``truncation`` other than `.none`,
    /// lines that would not fit entirely are dropped and the last kept line is truncated. `nil`
    /// means unlimited. Default nil.
    public var height: Double?
    /// Line alignment. Default ``TextAlignment/natural`` (left).
    public var alignment: TextAlignment
    /// Wrap lines at word boundaries (and between CJK characters) to fit ``width``; when false
    /// each paragraph is one line (`CATextLayer.isWrapped`). Default true.
    public var isWrapped: Bool
    /// How the last visible line is shortened when text remains. Default ``TruncationMode/none``
    /// (`CATextLayer`'s default; UILabel's is `.end`).
    public var truncation: TruncationMode
    /// The maximum number of lines, 0 for no limit (`UILabel.numberOfLines`). Default 0.
    public var numberOfLines: Int
    /// Space between the container's edges and the text. Default zero.
    public var insets: TextInsets
    /// Space kept clear at the start and end of every line, in points (UITextView: 5).
    /// Default 0.
    public var lineFragmentPadding: Double

    /// Options with the defaults documented on each property.
    public init(width: Double? = nil, height: Double? = nil, alignment: TextAlignment = .natural,
                isWrapped: Bool = true, truncation: TruncationMode = .none, numberOfLines: Int = 0,
                insets: TextInsets = .zero, lineFragmentPadding: Double = 0) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        self.numberOfLines = numberOfLines
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
    }

    /// Throws ``TextError/invalidDimension(name:value:)`` for a negative or non-finite width,
    /// height, inset or padding.
    func validate() throws {
        let dimensions: [(String, Double?)] = [
            ("width", width), ("height", height), ("top inset", insets.top), ("left inset", insets.left),
            ("bottom inset", insets.bottom), ("right inset", insets.right),
            ("line fragment padding", lineFragmentPadding), ("number of lines", Double(numberOfLines)),
        ]
        for case let (name, value?) in dimensions where !value.isFinite || value < 0 {
            throw TextError.invalidDimension(name: name, value: value)
        }
    }
}
