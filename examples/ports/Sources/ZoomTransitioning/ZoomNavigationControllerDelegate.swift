//
//  ZoomNavigationControllerDelegate.swift
//  ZoomTransitioning
//
//  Created by WorldDownTown on 07/16/2016.
//  Copyright © 2016 WorldDownTown. All rights reserved.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

public final class ZoomNavigationControllerDelegate: NSObject {
    private let zoomInteractiveTransition: ZoomInteractiveTransition = .init()
    private let zoomPopGestureRecognizer: ScreenEdgePanGestureRecognizer = .init()
}


// MARK: - NavigationControllerDelegate

extension ZoomNavigationControllerDelegate: NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        if zoomPopGestureRecognizer.delegate !== zoomInteractiveTransition {
            zoomPopGestureRecognizer.delegate = zoomInteractiveTransition
            zoomPopGestureRecognizer.addTarget(zoomInteractiveTransition, action: ZoomInteractiveTransition.handle(recognizer:))
            zoomPopGestureRecognizer.edges = .left
            navigationController.view.addGestureRecognizer(zoomPopGestureRecognizer)
            zoomInteractiveTransition.zoomPopGestureRecognizer = zoomPopGestureRecognizer
        }

        if let interactivePopGestureRecognizer = navigationController.interactivePopGestureRecognizer, interactivePopGestureRecognizer.delegate !== zoomInteractiveTransition {
            zoomInteractiveTransition.navigationController = navigationController
            interactivePopGestureRecognizer.delegate = zoomInteractiveTransition
        }
    }

    public func navigationController(_ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        return zoomInteractiveTransition.interactionController
    }

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationControllerOperation, from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {

        if let source = fromVC as? ZoomTransitionSourceDelegate, let destination = toVC as? ZoomTransitionDestinationDelegate, operation == .push {
            return ZoomTransitioning(source: source, destination: destination, forward: true)
        } else if let source = toVC as? ZoomTransitionSourceDelegate, let destination = fromVC as? ZoomTransitionDestinationDelegate, operation == .pop {
            return ZoomTransitioning(source: source, destination: destination, forward: false)
        }
        return nil
    }
}
