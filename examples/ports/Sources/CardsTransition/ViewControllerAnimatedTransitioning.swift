//
//  Created by Tom Baranes on 25/07/16.
//  Copyright © 2016 Jake Lin. All rights reserved.
//

import FlipbookKit
import FlipbookPorting

public protocol ViewControllerAnimatedTransitioning: FlipbookKit.AnimatedTransitioning {
  /**
   Transition duration
   */
  var transitionDuration: Duration { get set }

}

public extension ViewControllerAnimatedTransitioning {
  func retrieveViews(transitionContext: ViewControllerContextTransitioning) -> (View?, View?, View?) {
    return (transitionContext.view(forKey: TransitionContextViewKey.from),
            transitionContext.view(forKey: TransitionContextViewKey.to),
            transitionContext.containerView)
  }

  func retrieveViewControllers(transitionContext: ViewControllerContextTransitioning) -> (ViewController?, ViewController?, View?) {
    return (transitionContext.viewController(forKey: TransitionContextViewControllerKey.from),
            transitionContext.viewController(forKey: TransitionContextViewControllerKey.to),
            transitionContext.containerView)
  }

  func retrieveTransitionDuration(transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
    if let transitionContext = transitionContext {
      return transitionContext.isAnimated ? transitionDuration : 0
    }
    return 0
  }
}
