//
//  Pan.swift
//  EasyTransitions
//
//  Created by Marcos Griselli on 07/04/2018.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

public enum Pan {
    case regular(PanDirection)
    #if os(iOS)
    case edge(RectEdge)
    #endif
}
