import Testing
@testable import FlipbookCLI

@Suite struct CLIPortTests {
    let fx = CLIFixture()

    @Test func portWritesThePackageAndPrintsWhatItCouldNotConvert() {
        fx.file("MyApp/Screen.swift", """
        import UIKit
        import SwiftUI

        class Screen: UIViewController {
            @objc func go() {}
        }
        """)
        let r = fx.run("port", "@MyApp", "-o", "@Out", "--flipbook", "../flipbook", "--name", "My App")
        #expect(r.code == 0 && r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("Screen.swift:2: SwiftUI is an Apple framework with no Linux counterpart"))
        #expect(r.stdout.contains("1 Swift files, 2 lines changed, 1 not converted, 0 resources"))
        #expect(fx.read("Out/Sources/MyApp/Screen.swift") == """
        import FlipbookUIKit
        import SwiftUI

        class Screen: UIViewController {
            func go() {}
        }
        """)
        #expect(fx.read("Out/Package.swift")?.contains(".package(name: \"Flipbook\", path: \"../flipbook\")") == true)
        #expect(fx.read("Out/PORTING.md")?.contains("- Lines not converted: 1") == true)
    }

    @Test func portFailsWithDocumentedExitCodes() {
        #expect(fx.run("port", "@Missing", "-o", "@Out").code == 66)
        fx.file("App/a.swift", "let a = 1\n")
        fx.file("Full/x.txt", "taken")
        #expect(fx.run("port", "@App", "-o", "@Full").code == 73)
        #expect(fx.read("Full/x.txt") == "taken")
        #expect(fx.run("port", "@App").code == 64)
        #expect(fx.run("port", "@App", "-o", "@Out", "--flipbook-url", "https://example.com/f.git").code == 64)
        #expect(!fx.exists("Out"))
    }
}
