// The names the documented snippets leave to the reader ("your code"), compiled by
// scripts/check-snippets.sh into a module `YourCode` that every snippet sees as if imported, so
// that a snippet declaring one of these names itself shadows it. Nothing here is Flipbook's API.
import Flipbook
import FlipbookKitTesting
import FlipbookTesting
import Foundation

/// The reader's presented card (README, FlipbookKit, YourOwnCommandLine).
open class CardViewController: ViewController {}
/// The reader's first and second screens (FlipbookKit's quick start).
open class HomeViewController: ViewController {}
open class DetailViewController: ViewController {}
/// The reader's navigation delegate, returning their animator.
public final class Transitions: NavigationControllerDelegate {}
public let transitions = Transitions()
/// Where the reader collects frames.
nonisolated(unsafe) public var frames: [Bitmap] = []
/// The reader's photograph.
public let photo = Image(Bitmap(width: 4, height: 4))
/// The reader's scripted scene (FlipbookTesting's overview).
public let presentCard = ApplicationScript { Application() }
/// A render tree the reader made (FlipbookRaster's overview).
public let tree = Layer().renderTree(canvasSize: Size(width: 4, height: 4), scale: 1)
/// A file's bytes (FlipbookCodecs' articles).
public let bytes: [UInt8] = []
/// The reader's destination view and mask paths (FlipbookPorting's circular reveal).
public let toView = View()
public let startPath = Path(ovalIn: Rect(x: 0, y: 0, width: 1, height: 1))
public let endPath = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
/// The reader's package resources (SwiftPM synthesises `Bundle.module` for a target with
/// resources; FlipbookInterfaceBuilder's overview loads a storyboard from it).
extension Foundation.Bundle {
    public static var module: Bundle { .main }
}
