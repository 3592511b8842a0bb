//
//  ImageView+extension.swift
//  ZoomTransitioning
//
//  Created by WorldDownTown on 07/16/2016.
//  Copyright © 2016 WorldDownTown. All rights reserved.
//

import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

extension ImageView {
    convenience init(baseImageView: ImageView, frame: CGRect) {
        self.init(frame: .zero)

        image = baseImageView.image
        contentMode = baseImageView.contentMode
        clipsToBounds = true
        self.frame = frame
    }
}
