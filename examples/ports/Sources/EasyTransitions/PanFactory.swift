//
//  PanFactory.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

internal class PanFactory {

    static func create(with pan: Pan) -> PanGestureRecognizer {
        var gestureRecognizer: PanGestureRecognizer
        switch pan {
        case .regular(_):
            gestureRecognizer = TransitionPanGestureRecognizer(pan: pan)
            #if os(iOS)
        case .edge(let rectEdge):
            let edgeGestureRecognizer = TransitionEdgePanGestureRecognizer(pan: pan)
            edgeGestureRecognizer.edges = rectEdge
            gestureRecognizer = edgeGestureRecognizer
            #endif
        }
        return gestureRecognizer
    }
}
