import LayoutLintCLI
LayoutLintCommand.main()
