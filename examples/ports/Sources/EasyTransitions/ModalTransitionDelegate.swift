//
//  ModalTransitionDelegate.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

open class ModalTransitionDelegate: NSObject {

    private var animators = [ModalOperation: ModalTransitionAnimator]()
    private let interactiveController = TransitionInteractiveController()
    private var presentationController: PresentationController?
    
    open func wire(viewController: ViewController,
                   with pan: Pan,
                   navigationAction: @escaping () -> Void,
                   beginWhen: @escaping (() -> Bool) = { return true }) {
        interactiveController.wireTo(viewController: viewController, with: pan)
        interactiveController.navigationAction = navigationAction
        interactiveController.shouldBeginTransition = beginWhen
    }

    open func set(animator: ModalTransitionAnimator, for operation: ModalOperation) {
        animators[operation] = animator
    }
    
    open func removeAnimator(for operation: ModalOperation) {
        animators.removeValue(forKey: operation)
    }
    
    open func set(presentationController: PresentationController?) {
        self.presentationController = presentationController
    }
    
    private func configurator(for operation: ModalOperation) -> ModalTransitionConfigurator? {
        guard let animator = animators[operation] else {
            return nil
        }
        return ModalTransitionConfigurator(transitionAnimator: animator)
    }
}

extension ModalTransitionDelegate: ViewControllerTransitioningDelegate {
    open func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return configurator(for: .present)
    }
    
    open func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        return configurator(for: .dismiss)
    }
    
    open func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        return interactiveController.interactionInProgress ? interactiveController : nil
    }
    
    open func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        return interactiveController.interactionInProgress ? interactiveController : nil
    }
    
    open func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        return presentationController
    }
}
