//
//  TransitionEdgePanGestureRecognier.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookKit
import FlipbookPorting

#if os(iOS)
internal class TransitionEdgePanGestureRecognizer: ScreenEdgePanGestureRecognizer, PanGesture {
    var pan: Pan
    required init(pan: Pan) {
        self.pan = pan
        super.init(target: nil, action: nil)
    }
}
#endif
