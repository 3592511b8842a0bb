//
//  ZoomTransitionSourceDelegate.swift
//  ZoomTransitioning
//
//  Created by WorldDownTown on 07/12/2016.
//  Copyright © 2016 WorldDownTown. All rights reserved.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

public protocol ZoomTransitionSourceDelegate {
    var animationDuration: TimeInterval { get }
    func transitionSourceImageView() -> ImageView
    func transitionSourceImageViewFrame(forward: Bool) -> CGRect
    func transitionSourceWillBegin()
    func transitionSourceDidEnd()
    func transitionSourceDidCancel()
    func zoomAnimation(animations: @escaping () -> Void, completion: ((Bool) -> Void)?)
}

extension ZoomTransitionSourceDelegate {
    var animationDuration: TimeInterval { return 0.3 }
    func transitionSourceWillBegin() {}
    func transitionSourceDidEnd() {}
    func transitionSourceDidCancel() {}
    func zoomAnimation(animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: animationDuration, delay: 0, options: .curveEaseInOut, animations: animations, completion: completion)
    }
}
