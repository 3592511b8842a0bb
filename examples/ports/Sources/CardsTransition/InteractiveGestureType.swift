//
//  Created by Jake Lin on 3/3/16.
//  Copyright © 2016 IBAnimatable. All rights reserved.
//
//  Ported to Flipbook without the string parsing (IBEnum), which needs IBAnimatable's parser.
//

import Foundation

/**
 Interactive gesture type: used to pop or dismiss view controller for transitons.
 */
public enum InteractiveGestureType {
  case none
  case `default`          /// The default interactive gesture type from `AnimatedTransitioning`
  case pan(from: GestureDirection)
  case screenEdgePan(from: GestureDirection)
  case pinch(direction: GestureDirection)

  var stringValue: String {
    return String(describing: self)
  }

  /**
   GestureDirection: Used to specify the direction in `InteractiveGestureType`
   */
  public enum GestureDirection: String {
    case horizontal
    case vertical
    case left
    case right
    case top
    case bottom
    case close
    case open
  }
}
