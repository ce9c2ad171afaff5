// The code behind required-priority-change.storyboard (a sample: layoutlint reads it, nothing builds it).
import UIKit

final class OnboardingViewController: UIViewController {
    @IBOutlet private weak var logoHeight: NSLayoutConstraint!
    @IBOutlet private weak var titleTop: NSLayoutConstraint!

    /* Shrinking the logo while the keyboard is up. The first version wrote
       logoHeight.priority = .required here; it is commented out and does not count. */
    func keyboardWillShow() {
        logoHeight.priority = .defaultLow
        titleTop.priority = .defaultHigh
    }
}
