/// The device's accessibility settings (`UIAccessibility`), as a device with the settings an
/// iPhone ships with answers them: every setting is off and no assistive technology runs.
///
/// Kit renders what an app shows with these defaults. An app that animates differently when
/// Reduce Motion is on (`isReduceMotionEnabled`) renders its full motion, as on a default device.
public enum Accessibility {
    /// Whether VoiceOver is running: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: false.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Reduce Transparency is on: false (blurs are drawn).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Smart or Classic Invert is on: false.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Mono Audio is on: false.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions are on: false.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Shake to Undo is on: true, as on a new device.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether Video Autoplay is on: true, as on a new device.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Differentiate Without Color is on: false.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether On/Off Labels is on: false.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Speak Selection is on: false.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Speak Screen is on: false.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Guided Access is on: false.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Assistive Touch is running: false.
    public static var isAssistiveTouchRunning: Bool { false }

    /// What a notification posted to assistive technologies announces
    /// (`UIAccessibility.Notification`).
    public struct Notification: Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// A notification of raw value `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement.
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about `notification`. None runs offline (see
    /// ``isVoiceOverRunning``), so nothing listens; posting cannot change a picture.
    public static func post(notification: Notification, argument: Any?) {}
}

/// What an accessibility element is (`UIAccessibilityTraits`), with UIKit's raw values.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}

/// The accessibility attributes a view carries for assistive technologies.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: AccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
}

/// The accessibility attributes of a view (`UIAccessibility`'s informal protocol on `UIView`).
/// They are kept and read back as on iOS; no assistive technology reads them offline, and they
/// never change a picture.
extension View {
    /// Whether assistive technologies treat the view as one element. Default true for labels,
    /// buttons and text fields (UIKit's standard controls), false for other views.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (self is Label || self is Control) }
        set { accessibility.isElement = newValue }
    }
    /// The element's label. Default a label's text, a button's title; otherwise `nil`.
    public var accessibilityLabel: String? {
        get {
            if let label = accessibility.label { return label }
            if let label = self as? Label { return label.text }
            if let button = self as? Button { return button.title(for: .normal) }
            return nil
        }
        set { accessibility.label = newValue }
    }
    /// What the element does. Default `nil`.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value. Default a text field's text; otherwise `nil`.
    public var accessibilityValue: String? {
        get { accessibility.value ?? (self as? TextField)?.text }
        set { accessibility.value = newValue }
    }
    /// An identifier for UI tests. Default `nil`.
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// The element's traits. Default `.staticText` for a label, `.button` for a button,
    /// `.none` otherwise.
    public var accessibilityTraits: AccessibilityTraits {
        get {
            if let traits = accessibility.traits { return traits }
            if self is Label { return .staticText }
            if self is Button { return .button }
            return .none
        }
        set { accessibility.traits = newValue }
    }
    /// Whether the view's elements are hidden from assistive technologies. Default false.
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings. Default false.
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
}
