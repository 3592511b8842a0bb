/// The `kCA…` constants of Swift 4.1 and earlier, which older ported code still spells
/// (`CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)`,
/// `animation.fillMode = kCAFillModeForwards`), typed as the newer names so those lines
/// compile unchanged.

/// `kCAMediaTimingFunctionLinear`: ``CAMediaTimingFunctionName/linear``.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `kCAMediaTimingFunctionEaseIn`: ``CAMediaTimingFunctionName/easeIn``.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `kCAMediaTimingFunctionEaseOut`: ``CAMediaTimingFunctionName/easeOut``.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `kCAMediaTimingFunctionEaseInEaseOut`: ``CAMediaTimingFunctionName/easeInEaseOut``.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `kCAMediaTimingFunctionDefault`: ``CAMediaTimingFunctionName/default``.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// `kCAFillModeRemoved`: ``CAMediaTimingFillMode/removed``.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// `kCAFillModeForwards`: ``CAMediaTimingFillMode/forwards``.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `kCAFillModeBackwards`: ``CAMediaTimingFillMode/backwards``.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `kCAFillModeBoth`: ``CAMediaTimingFillMode/both``.
public let kCAFillModeBoth = CAMediaTimingFillMode.both

/// `kCAAnimationLinear`: ``CAAnimationCalculationMode/linear``.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `kCAAnimationDiscrete`: ``CAAnimationCalculationMode/discrete``.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `kCAAnimationPaced`: ``CAAnimationCalculationMode/paced``.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `kCAAnimationCubic`: ``CAAnimationCalculationMode/cubic``.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `kCAAnimationCubicPaced`: ``CAAnimationCalculationMode/cubicPaced``.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
