import FlipbookGeometry

/// `|a − b| ≤ tolerance`: the tests' one approximate comparison. The default, 1e-6, suits values
/// that went through animation curves, springs and layout; a test that pins down exact
/// arithmetic passes a tighter tolerance (1e-9), one that reads a measured figure a looser one.
public func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Both coordinates within `tolerance`.
public func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The origin and both sides within `tolerance`.
public func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
