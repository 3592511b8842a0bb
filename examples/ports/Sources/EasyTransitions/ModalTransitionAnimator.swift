//
//  ModalTransitionAnimator.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

public protocol ModalTransitionAnimator {
    var duration: TimeInterval { get }
    var auxAnimation: ((Bool) -> Void)? { get set }
    var onDismissed: (() -> Void)? { get set }
    var onPresented: (() -> Void)? { get set }
    func layout(presenting: Bool,
                modalView: View,
                in container: View)
    func animate(presenting: Bool,
                 modalView: View,
                 in container: View) 
}
