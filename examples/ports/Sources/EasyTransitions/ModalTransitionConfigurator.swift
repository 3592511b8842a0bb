//
//  ModalTransitionConfigurator.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

@available(iOS 10.0, *)
internal final class ModalTransitionConfigurator: NSObject, ViewControllerAnimatedTransitioning {

    private let transitionAnimator: ModalTransitionAnimator

    public init(transitionAnimator: ModalTransitionAnimator) {
        self.transitionAnimator = transitionAnimator
    }
    
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return transitionAnimator.duration
    }
    
    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        transitionAnimator(using: transitionContext).startAnimation()
    }
    
     private func transitionAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        
        let containerView = transitionContext.containerView
        let isPresenting = (toViewController.presentingViewController === fromViewController)

        let modalView: View
        if #available(iOS 8.0, *) {
            let key: TransitionContextViewKey = isPresenting ? .to : .from
            modalView = transitionContext.view(forKey: key)!
        } else {
            modalView = isPresenting ? toViewController.view : fromViewController.view
        }

        transitionAnimator.layout(presenting: isPresenting, modalView: modalView, in: containerView)
        
        let duration = transitionDuration(using: transitionContext)
        
        let animator = ViewPropertyAnimator(duration: duration, dampingRatio: 0.8)
        animator.addAnimations {
            self.transitionAnimator.animate(presenting: isPresenting,
                                            modalView: modalView, in: containerView)
        }

        animator.addCompletion { position in
            switch position {
            case .end:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                if isPresenting {
                    self.transitionAnimator.onPresented?()
                } else {
                    self.transitionAnimator.onDismissed?()
                }
            default:
                self.transitionAnimator.animate(presenting: !isPresenting,
                                                modalView: modalView,
                                                in: containerView)
                transitionContext.completeTransition(false)
            }
        }
        animator.isUserInteractionEnabled = true
        
        return animator
    }
    
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        return transitionAnimator(using: transitionContext)
    }
}
