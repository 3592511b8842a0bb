import Foundation

/// Debian's `chromium`, run headless to load the review page the way a reviewer's browser does.
struct HeadlessChromium {
    /// The browser's executable: `chromium` or `chromium-browser` on the PATH, nil when absent.
    static let executable: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// True when `CI` is set the way the record modes read it: there, a missing browser fails the
    /// test instead of skipping it, because CI runs every test (scripts/setup.sh installs it).
    static let isCI: Bool = {
        guard let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty else { return false }
        return ci.lowercased() != "false" && ci != "0"
    }()

    var executable: String
    /// A private profile folder, so parallel runs (and other users of chromium) never share one.
    var profile: String
    /// The viewport in CSS pixels (the device scale factor is forced to 1).
    var width = 1280, height = 3000

    /// The common flags. `--no-sandbox` because CI containers run as root, where chromium refuses
    /// to start sandboxed; the page is our own local file. `--force-color-profile=srgb` keeps
    /// PNG colours exact in screenshots.
    var flags: [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--force-color-profile=srgb", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
         "--user-data-dir=\(profile)", "--virtual-time-budget=10000"]
    }

    /// The DOM after the page's scripts and load handlers ran.
    func dumpDOM(of page: String) throws -> String {
        let output = profile + "/dom.html"
        try run(flags + ["--dump-dom", URL(fileURLWithPath: page).absoluteString], stdout: output)
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
    }

    /// Writes a PNG screenshot of the page's viewport to `path`.
    func screenshot(of page: String, to path: String) throws {
        try run(flags + ["--screenshot=\(path)", URL(fileURLWithPath: page).absoluteString], stdout: nil)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the browser, killing it after `timeout` seconds.
    private func run(_ arguments: [String], stdout: String?, timeout: Double = 90) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let stdout {
            guard FileManager.default.createFile(atPath: stdout, contents: nil) else {
                throw Failure(description: "cannot create \(stdout)")
            }
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdout))
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure(description: "\(executable) did not finish within \(Int(timeout)) s: \(arguments.joined(separator: " "))")
        }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) exited with \(process.terminationStatus): \(arguments.joined(separator: " "))")
        }
    }
}

/// One element of a dumped DOM: its tag's attributes.
struct DOMElement {
    var attributes: [String: String]

    /// Every `<tag …>` in `html`, with its double-quoted attributes (entities `&amp;` decoded).
    static func all(_ tag: String, in html: String) -> [DOMElement] {
        var elements: [DOMElement] = []
        var rest = html[...]
        while let start = rest.range(of: "<\(tag) ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            var attributes: [String: String] = [:]
            var body = rest[start.upperBound ..< end]
            while let equals = body.range(of: "=\"") {
                let name = body[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                guard let close = body[equals.upperBound...].firstIndex(of: "\"") else { break }
                attributes[name] = body[equals.upperBound ..< close].replacingOccurrences(of: "&amp;", with: "&")
                body = body[body.index(after: close)...]
            }
            elements.append(DOMElement(attributes: attributes))
            rest = rest[end...]
        }
        return elements
    }

    subscript(name: String) -> String? { attributes[name] }

    /// `data-box`: left, top, width, height in page CSS pixels.
    var box: (x: Int, y: Int, width: Int, height: Int)? {
        guard let numbers = self["data-box"]?.split(separator: ",").compactMap({ Int($0) }), numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
