import FlipbookKit

// UIKit's names of Kit's drawn controls (see FlipbookKit's article “Switches, sliders and
// segmented controls”).

/// `UISwitch`: FlipbookKit's `Switch` (51 × 31 pt, system green when on).
public typealias UISwitch = Switch
/// `UISlider`: FlipbookKit's `Slider` (a 4-pt track and a 28-pt thumb).
public typealias UISlider = Slider
/// `UISegmentedControl`: FlipbookKit's `SegmentedControl` (titles only; image segments are
/// reported, not drawn).
public typealias UISegmentedControl = SegmentedControl
