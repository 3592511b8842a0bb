//
// Created by Jake Lin on 2/29/16.
// Copyright (c) 2016 IBAnimatable. All rights reserved.
//

import Foundation

public typealias Duration = TimeInterval

// Default transition duration.
// The default UIKit transtion animation duration is 0.35, but too fast for most of custom transition animations.
public let defaultTransitionDuration: Duration = 0.75
public let defaultPresentationDuration: Duration = 0.4
