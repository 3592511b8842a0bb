// An Objective-C file: reported, not ported.
