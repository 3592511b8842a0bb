import FlipbookCLI
import FlipbookDemos

extension Engine {
    /// The engine of the `flipbook` executable without its benchmarks: ``Engine/standard`` with
    /// the package's demos (FlipbookDemos' catalogue), their four flags and the `assets` command.
    /// The executable adds its benchmarks; the CLI tests run this engine as the executable does.
    package static var flipbook: Engine {
        var engine = Engine.standard(demos: Demo.standard)
        engine.demoFlags = DemoFlag.standard
        engine.commands = [.list, .render, .gif, .still, .diff, .info, .assets, .bench, .port]
        return engine
    }
}

extension Demo {
    /// The package's own demos (FlipbookDemos' catalogue), in `flipbook list` order, reading
    /// ``DemoFlag/standard``.
    package static var standard: [Demo] {
        DemoCatalog.all.map { descriptor in
            Demo(name: descriptor.name, summary: descriptor.summary) { scale, flags in
                DemoPlayer(descriptor, scale: scale ?? 2, options: DemoOptions(flags))
            }
        }
    }
}

extension DemoFlag {
    /// The choices the package's demos leave open (FlipbookDemos' `DemoOptions`).
    package static let standard: [DemoFlag] = [
        DemoFlag(
            "magicmove-item", variantKey: "magicMoveItem", value: .integer(0...9),
            help: "Demos: the MagicMove card the script taps; 0 top left … 9, two per row (default 0)."),
        DemoFlag(
            "bug-faithful", variantKey: "bugFaithful",
            help: "Demos: keep MagicMove's cancel bug (the detail page stays invisible after a cancelled pop)."),
        DemoFlag(
            "flip-shadow", variantKey: "flipShadow", value: .choice(FlipShadowStyle.allCases.map(\.rawValue)),
            help: "Demos: the Flip page shadow as iOS drew it or as the code asks for (default recorded)."),
        DemoFlag(
            "scale-dismiss-fade", variantKey: "scaleDismissFade",
            help: "Demos: fade the list in during the Scale dismiss (default off)."),
    ]
}

extension DemoOptions {
    /// The options ``DemoFlag/standard``'s values select; a flag not given keeps the default.
    package init(_ flags: DemoFlagValues) {
        self.init()
        magicMoveItem = flags.integer("magicmove-item") ?? magicMoveItem
        magicMoveBugFaithfulCancel = flags.isSet("bug-faithful")
        if let style = flags.string("flip-shadow").flatMap(FlipShadowStyle.init(rawValue:)) { flipShadow = style }
        scaleDismissFades = flags.isSet("scale-dismiss-fade")
    }
}
