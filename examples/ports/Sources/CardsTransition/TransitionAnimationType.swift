//
//  Created by Jake Lin on 2/24/16.
//  Copyright © 2016 IBAnimatable. All rights reserved.
//
//  Ported to Flipbook, trimmed to what CardsAnimator uses: the `cards` case and `Direction` with
//  `opposite`. The other cases name animators that are not ported; the string parsing and the
//  CATransition subtypes need IBAnimatable's parser and CATransition.
//

import FlipbookPorting

/**
 Predefined Transition Animation Type
 */
public enum TransitionAnimationType {
  case none
  case cards(direction: Direction)

  public var stringValue: String {
    return String(describing: self)
  }
}

// MARK: - `Direction`
extension TransitionAnimationType {
  /**
   Direction: used to specify the direction for the transition
   */
  public enum Direction: String {
    case left
    case right
    case top
    case bottom
    case forward
    case backward
    case `in`
    case out
    case cross

    var isHorizontal: Bool {
      return self == .left || self == .right
    }

    var opposite: Direction {
      switch self {
      case .left:
        return .right
      case .right:
        return .left
      case .top:
        return .bottom
      case .bottom:
        return .top
      case .in:
        return .out
      case .out:
        return .in
      case .forward:
        return .backward
      case .backward:
        return .forward
      case .cross:
        return .cross
      }
    }
  }
}
