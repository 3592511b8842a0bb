//
//  TransitionEdgePanGestureRecognier.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

#if os(iOS)
internal class TransitionEdgePanGestureRecognizer: ScreenEdgePanGestureRecognizer, PanGesture {
    var pan: Pan
    required init(pan: Pan) {
        self.pan = pan
        super.init(target: nil, action: nil)
    }
}
#endif
