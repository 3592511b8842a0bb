import FlipbookPortTool

extension Command {
    /// `flipbook port <app-folder> -o <package>`: turns an iOS app folder into a Swift package
    /// that depends on Flipbook (see the article “Porting an app” in FlipbookUIKit).
    package static let port = Command(
        name: "port",
        summary: "turn an iOS app folder into a Swift package that builds against Flipbook",
        usage: "port <app-folder> -o <package> [--name NAME] [--flipbook PATH | --flipbook-url URL --flipbook-version V]",
        discussion: """
        Copies the app's Swift files into a package target with the rewrites Linux forces: \
        import UIKit (and Foundation, QuartzCore, CoreGraphics, Darwin) becomes import FlipbookUIKit; \
        @objc, @IBOutlet, @IBAction, @IBDesignable, @IBInspectable, dynamic and @NSManaged are \
        removed; #selector(…) in an action: argument becomes a method reference; optional \
        protocol requirements get defaults in an extension; #keyPath becomes a string; #if \
        os(iOS) and canImport(UIKit) hold on Linux; each class with outlets or actions gets the \
        Interface Builder overrides. Storyboards, xibs, asset catalogues and other resources are \
        copied under Sources/<App>/Resources. Test folders (…Tests), Pods and Carthage are skipped.

        Every line it could not convert is printed with the reason, and written with the \
        counts into PORTING.md in the package. The package is written to a temporary folder \
        beside the output and moved into place when complete. Exit 66 when the app folder is \
        missing or holds no Swift file, 73 when the output exists and is not empty, 74 when \
        writing fails.
        """,
        options: [.out,
                  OptionSpec("name", value: "name", help: "The package's target (default the app folder's name)."),
                  OptionSpec("flipbook", value: "path", help: "Flipbook's checkout, as the package's path dependency (default ../flipbook)."),
                  OptionSpec("flipbook-url", value: "url", help: "Flipbook's repository, instead of a path."),
                  OptionSpec("flipbook-version", value: "version", help: "The lowest version with --flipbook-url."),
                  .quiet],
        run: runPort)

    private static func runPort(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["app-folder"])
        guard let output = args.string("out") else {
            throw CLIError.usage("port: missing -o <package>", command: args.command)
        }
        let dependency: FlipbookDependency
        switch (args.string("flipbook"), args.string("flipbook-url"), args.string("flipbook-version")) {
        case (let path?, nil, nil): dependency = .path(path)
        case (nil, let url?, let version?): dependency = .url(url, from: version)
        case (nil, nil, nil): dependency = .path("../flipbook")
        case (nil, _?, nil): throw CLIError.usage("port: --flipbook-url needs --flipbook-version", command: args.command)
        default: throw CLIError.usage("port: give --flipbook or --flipbook-url with --flipbook-version", command: args.command)
        }
        let app = args.positionals[0]
        do {
            let port = try AppPorter.port(appFolder: app, dependency: dependency, name: args.string("name"))
            try AppPorter.write(port, appFolder: app, to: output)
            if !args.flag("quiet") {
                for refusal in port.refusals { context.stdout.line(refusal.description) }
                let changed = Set(port.sources.flatMap { s in s.changes.map { "\(s.path):\($0.line)" } }).count
                context.stdout.line("\(output): \(port.sources.count) Swift files, \(changed) lines changed, "
                                    + "\(port.refusals.count) not converted, \(port.resources.count) resources; see PORTING.md")
            }
        } catch let error as PortError {
            switch error {
            case .missingApp, .noSwiftSources: throw CLIError(.missingInput, error.description)
            case .outputExists: throw CLIError(.cannotCreate, error.description)
            case .io: throw CLIError(.ioError, error.description)
            }
        }
    }
}
