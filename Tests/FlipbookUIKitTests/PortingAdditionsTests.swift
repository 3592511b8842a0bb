@testable import FlipbookUIKit
import Testing

/// Keys as apps declare them, the addresses of static variables (`UInt8`s: the address of a
/// `String`, which apps often use, draws a warning).
private enum AssociationKeys {
    nonisolated(unsafe) static var states: UInt8 = 0
    nonisolated(unsafe) static var delegate: UInt8 = 0
}

private final class Owner {}
private final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A copyable object whose copies are told apart.
private final class Copyable: NSObject, NSCopying {
    var generation = 0
    func copy(with zone: NSZone? = nil) -> Any {
        let copy = Copyable()
        copy.generation = generation + 1
        return copy
    }
}

@Suite struct PortingAdditionsTests {
    @Test func anAssociatedValueIsStoredPerObjectAndPerKey() {
        let a = Owner(), b = Owner()
        objc_setAssociatedObject(a, &AssociationKeys.states, Payload("a"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(b, &AssociationKeys.states, Payload("b"), .OBJC_ASSOCIATION_RETAIN)
        #expect((objc_getAssociatedObject(a, &AssociationKeys.states) as? Payload)?.name == "a")
        #expect((objc_getAssociatedObject(b, &AssociationKeys.states) as? Payload)?.name == "b")
        #expect(objc_getAssociatedObject(a, &AssociationKeys.delegate) == nil)
        objc_setAssociatedObject(a, &AssociationKeys.states, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &AssociationKeys.states) == nil)
        objc_removeAssociatedObjects(b)
        #expect(objc_getAssociatedObject(b, &AssociationKeys.states) == nil)
    }

    @Test func aRetainedValueIsReleasedOnceItsObjectHasGone() {
        weak var released: Payload?
        do {
            let owner = Owner()
            let payload = Payload("kept")
            released = payload
            objc_setAssociatedObject(owner, &AssociationKeys.states, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        AssociationTable.shared.sweepNow()
        #expect(released == nil)
    }

    @Test func assignHoldsAnObjectWeaklyAndCopyCopiesIt() {
        let owner = Owner()
        do {
            let payload = Payload("weak")
            objc_setAssociatedObject(owner, &AssociationKeys.delegate, payload, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(owner, &AssociationKeys.delegate) as? Payload)?.name == "weak")
        }
        // The runtime would keep a dangling pointer; Flipbook reads nil.
        #expect(objc_getAssociatedObject(owner, &AssociationKeys.delegate) == nil)
        let original = Copyable()
        objc_setAssociatedObject(owner, &AssociationKeys.states, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect((objc_getAssociatedObject(owner, &AssociationKeys.states) as? Copyable)?.generation == 1)
    }

    @Test func colourComponentsAndFoundationSpellings() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let ok = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(ok && r == 0.2 && g == 0.4 && b == 0.6 && a == 0.8)
        #expect(RunLoopMode.commonModes == RunLoop.Mode.common)
        let path = IndexPath(indexes: [1, 3]) as NSIndexPath
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
    }
}
