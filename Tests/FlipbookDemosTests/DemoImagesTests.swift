import Testing
@testable import FlipbookDemos

/// Where the demos find their pictures.
@Suite struct DemoImagesTests {
    @Test func originalAssetNamesResolveToThePackagesPNGFiles() {
        #expect(DemoImages.source(named: "Taylor Swift 00001") == .file(DemoImages.packageRoot + "/assets/taylor-swift-00001.png"))
        #expect(DemoImages.source(named: "taylor") == .file(DemoImages.packageRoot + "/assets/taylor.png"))
        #expect(DemoImages.searchFolders().last == DemoImages.packageRoot + "/assets")
    }

    @Test func loadedImagesHaveTheStandInSizesAndAreCached() {
        let image = DemoImages.image(named: "BackgroundPaws")
        #expect(image.width == 250 && image.height == 220)
        #expect(DemoImages.image(named: "BackgroundPaws") === image)
    }
}
