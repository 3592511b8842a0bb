import XCTest
final class SampleAppTests: XCTestCase {}
