import LayoutLintModel

/// Every element name, attribute name and element `key=` of Interface Builder's vocabulary that
/// layoutlint has met (in the 1,393 files of its corpus), and how it treats each
/// (`VocabularyHandling`). Names are listed one by one, never by pattern, so that a name Xcode
/// adds fails `VocabularyCoverageTests` until somebody decides what it means for layout; the
/// same test checks that what this table calls `read` is read by the input layer.
///
/// The walk consults `unsupportedElements` and `unsupportedAttributes` to record the scene's
/// unmodelled features; the rest of the table is documentation the tests hold to account.
enum KnownVocabulary {
    private typealias Group = (handling: VocabularyHandling, names: String)

    // MARK: Elements

    private static let elementGroups: [Group] = [
        (.read, """
            document scenes scene objects resources image device placeholder constraint constraints variation mask include
            exclude outlet outletCollection viewLayoutGuide viewControllerLayoutGuide keyboardLayoutGuide navigationItem
            tabBarItem simulatedNavigationBarMetrics simulatedStatusBarMetrics simulatedTabBarMetrics simulatedToolbarMetrics
            nil size subviews beginningViews prototypes cells prototypeCellViews rect frame autoresizingMask edgeInsets
            directionalEdgeInsets font fontDescription segmentedCell levelIndicatorCell textFieldCell string state
            buttonConfiguration imageReference visibilityPriorities customSpacing gridView rows columns gridRow gridColumn
            gridCells gridCell segue navigationController tabBarController
            """),
        // NSStackView's beginning gravity area is laid out from the stack's leading edge, as the
        // engine does; the middle and end areas are centred and pinned to the trailing edge.
        (.unsupported(.placesSubviews), "middleViews endViews"),
        // A page sheet or a split view's column: the root is smaller than the screen, under other
        // bars and with another safe area than the engine gives a freeform root.
        (.unsupported(.sceneSize), "modalPageSheetSimulatedSizeMetrics splitViewDetailSimulatedSizeMetrics"),
        (.walkedThrough, """
            viewController tableViewController collectionViewController pageViewController splitViewController
            tabViewController avPlayerViewController glkViewController hostingController pagecontroller windowController
            collectionViewItem window layoutGuides sections tableViewSection freeformSimulatedSizeMetrics
            simulatedMetricsContainer
            """),
        // A control's cell, read through its key (`key="cell"`, see the pairs).
        (.walkedThrough, """
            buttonCell popUpButtonCell sliderCell stepperCell searchFieldCell secureTextFieldCell tokenFieldCell comboBoxCell
            datePickerCell imageCell pathCell
            """),
        (.ignored(.appearance), """
            color shadow blurEffect vibrancyEffect backgroundConfiguration ciColor ciFilter contentFilters configuration
            hierarchicalColors navigationBarAppearance tabBarAppearance toolbarAppearance textAttributes offsetWrapper
            tableViewGridLines
            """),
        (.ignored(.contentMetrics), """
            attributedString attributes fragment paragraphStyle textTab tabStops options customFonts
            preferredSymbolConfiguration listContentConfiguration segment segments inset
            """),
        (.ignored(.accessibility), "accessibility accessibilityConnection accessibilityOverrides accessibilityTraits"),
        (.ignored(.connections), "action connections binding exit controllerPlaceholder viewControllerPlaceholder url"),
        (.ignored(.documentMetadata), """
            dependencies deployment development plugIn capability adaptation designable designables userGuides
            userLayoutGuide point
            """),
        // Interface Builder's choice among a scene's incoming segues when they imply different
        // bars; layoutlint infers a navigation bar when any navigation stack shows the scene
        // (StoryboardNavigation), which these only decide between when paths disagree.
        (.ignored(.documentMetadata), "inferredMetricsTieBreakers"),
        (.ignored(.resources), "namedColor systemColor"),
        // Values of user-defined runtime attributes and of bindings' options.
        (.ignored(.runtimeBehaviour), """
            userDefinedRuntimeAttributes userDefinedRuntimeAttribute array mutableArray dictionary bool integer real date
            mutableData mutableString null value calendarDate timeZone
            """),
        (.ignored(.runtimeBehaviour), """
            allowedInputSourceLocales animations audiovisualMediaTypes behavior datePickerElements textInputTraits
            keyCommand keyCommands objectValues pressTypeMask sortDescriptor webPreferences wkPreferences
            wkWebViewConfiguration dataDetectorType allowedTypes
            """),
        // UIRefreshControl: its table places it above the content, and only while pulling.
        (.ignored(.runtimeBehaviour), "refreshControl"),
        (.ignored(.notLaidOut), """
            application customObject menu menuItem modifierMask popUpMenus items barButtonItem leftBarButtonItems
            rightBarButtonItems toolbarItem toolbarItems allowedToolbarItems defaultToolbarItems searchToolbarItem touchBar
            touchBarItem touchBarItems touchBarPopoverItem touchBarSpacerItem gestureRecognizers tapGestureRecognizer
            panGestureRecognizer pongPressGestureRecognizer swipeGestureRecognizer clickGestureRecognizer popover
            popoverArrowDirection popoverPassthroughViews arrayController objectController treeController
            userDefaultsController classReference declaredKeys numberFormatter dateFormatter byteCountFormatter
            customFormatter customCell tableHeaderCell searchDisplayController windowStyleMask windowPositionMask
            windowCollectionBehavior contentBorderThickness viewControllerTransitionOptions comparisonPredicateOptions
            expression predicateEditorRowTemplate rowTemplates
            """),
        (.ignored(.storedFrame), """
            collectionViewFlowLayout collectionViewGridLayout collectionViewLayout extendedEdge tableColumn tableColumns
            tableColumnResizingMask simulatedScreenMetrics simulatedOrientationMetrics
            """),
        (.ignored(.partOfUnmodelledContainer), "holdingPriorities splitViewItem splitViewItems"),
        // The input layer finds which item an NSTabView shows: only that item's view is its subview.
        (.read, "tabViewItem tabViewItems"),
        (.ignored(.watchKit), """
            controller group table tableRow picker activity notificationController notificationCategory
            """),
    ]

    /// The elements that are views (their `key=` is a role, `roleGroups`).
    private static let viewElementGroups: [Group] = [
        // Views the engine knows by kind (`ElementKind`): intrinsic sizes, containers, cells.
        (.read, """
            view customView stackView box scrollView clipView tableView outlineView collectionView textView matrix
            tableViewCell tableViewCellContentView collectionViewCell collectionViewCellContentView collectionReusableView
            tableCellView label textField secureTextField searchField tokenField comboBox button popUpButton
            segmentedControl stepper switch slider pageControl colorWell datePicker pathControl levelIndicator
            progressIndicator progressView activityIndicatorView imageView pickerView searchBar navigationBar toolbar tabBar
            """),
        (.plainView, """
            containerView mapView wkWebView webView arscnView arskView skView sceneKitView glkView mtkView avPlayerView
            visualEffectView predicateEditor ruleEditor tableHeaderView
            """),
        // NSScrollView tiles its scrollers, at the frames Xcode stores for them.
        (.plainView, "scroller"),
        // An NSMatrix's column of cells: the walk takes it for a view because `<cells>` holds
        // views in tables and collections; it has no constraints.
        (.plainView, "column"),
        // NSSplitView tiles its panes at the margins Xcode stored around them (its dividers and
        // holding priorities are not modelled), NSTabView its shown item's view inside its bezel
        // (`ViewPlacement`, `AlignmentInsets.tabView`).
        (.read, "splitView tabView"),
    ]

    // MARK: Attributes

    private static let attributeGroups: [Group] = [
        (.read, """
            alignment axis bezelStyle borderStyle borderType bottom boxType column columnSpacing constant
            contentInsetAdjustmentBehavior controlSize customClass destination distribution estimatedRowHeight
            firstAttribute firstItem headOfMergedCell height horizontalClippingResistancePriority
            horizontalCompressionResistancePriority horizontalHuggingPriority horizontalStackHuggingPriority id identifier
            image imageFrameStyle imagePosition insetsLayoutMarginsFromSafeArea key kind largeTitleDisplayMode largeTitles
            levelIndicatorStyle lineBreakMode metaFont multiplier name navigationBarHidden numberOfLines orientation
            placeholderIntrinsicHeight placeholderIntrinsicWidth pointSize property reference relation relationship row
            rowAlignment rowHeight rowSpacing sceneID sceneMemberID scrollEnabled secondAttribute secondItem size
            sliderType spacing spacingType style targetRuntime text title titlePosition toolsVersion top
            translatesAutoresizingMaskIntoConstraints type userLabel value verifyAmbiguity verticalClippingResistancePriority
            verticalCompressionResistancePriority verticalHuggingPriority verticalStackHuggingPriority width x xPlacement y
            yPlacement ambiguous baselineRelativeArrangement detachesHiddenViews drawsBackground editable fixedFrame
            flexibleMaxX flexibleMaxY flexibleMinX flexibleMinY heightSizable hidden layoutMarginsRelativeArrangement
            misplaced placeholder preservesSuperviewLayoutMargins symbolic useAutolayout useSafeAreas useTraitCollections
            usesAppearanceFont usesAutomaticRowHeights widthSizable priority leading trailing left right minX minY maxX
            maxY topPadding bottomPadding leadingPadding trailingPadding placeholderString preferredMaxLayoutWidth
            """),
        (.unsupported(.layoutMargins), "layoutMarginsFollowReadableWidth"),
        (.unsupported(.topBar), "prompt prompted"),
        (.unsupported(.bottomBar), "hidesBottomBarWhenPushed toolbarHidden"),
        (.unsupported(.autoresizing), "autoresizesSubviews"),
        (.unsupported(.layoutDirection), "semanticContentAttribute"),
        (.ignored(.appearance), """
            alpha alphaValue opaque contentMode clipsSubviews clipsToBounds clearsContextBeforeDrawing wantsLayer
            focusRingType focusStyle appearance appearanceType red green blue white colorSpace customColorSpace
            cocoaTouchSystemColor systemColor xcode11CocoaTouchSystemColor colorMatched blendingMode blurRadius material
            state highlighted highlightedImage selected selectedImage adjustsImageWhenAncestorFocused
            adjustsImageWhenDisabled adjustsImageWhenHighlighted alternatingRowBackgroundColors arrowPosition
            backIndicatorImage backIndicatorTransitionMaskImage backgroundImage barStyle borderWidth cornerRadius
            cornerStyle canDrawConcurrently clearButtonMode colorPixelFormat depthStencilPixelFormat controlsStyle
            copiesOnScroll dashed displayedWhenStopped doesNotDimImage doubleSided enableSetNeedsDisplay
            enablesMarqueeWhenAncestorFocused imageAlignment imageScaling indeterminate indicatorStyle landscapeImage
            mapType offStateImage patternImage primaryBackgroundStyle progressImage trackImage pullsDown ratingImage
            ratingPlaceholderImage renderMode renderingMode reversesTitleShadowWhenHighlighted role scrollerKnobStyle
            selectionHighlightStyle selectionStyle separatorStyle shadowImage showsFullScreenToggleButton
            showsHorizontalScrollIndicator showsVerticalScrollIndicator showsSharingServiceButton showsTouchWhenHighlighted
            statusBarStyle textAlignment contentHorizontalAlignment contentVerticalAlignment titleAlignment transparent
            verticalAlignment videoGravity searchBarStyle tokenStyle colorLabel
            """),
        (.ignored(.contentMetrics), """
            adjustsFontForContentSizeCategory adjustsFontSizeToFit adjustsImageSizeForAccessibilityContentSizeCategory
            adjustsLetterSpacingToFitWidth allowsDefaultTighteningForTruncation alternateImage alternateTitle
            apportionsSegmentWidthsByContent base64-UTF8 baseWritingDirection baselineAdjustment bezeled bordered buttonType
            configurationType content datePickerMode datePickerStyle defaultTabInterval dynamicTypePreference family
            hasAttributedTitle imageHugsTitle imageToTextPadding layoutManager lineHeightMultiple
            lineSpacing minimumLineHeight paragraphSpacing paragraphSpacingBefore location maximumValueImage
            minimumValueImage minimumFontSize minimumScaleFactor numberOfMajorTickMarks numberOfTickMarks
            tickMarkPosition numberOfPages pathStyle preferredBehavioralStyle
            progressViewStyle scale setsMaxLayoutWidthAtFirstLayout symbolScale textStyle tighteningFactorForTruncation
            truncatesLastVisibleLine usesAttributedText usesSingleLineMode weight string horizontallyResizable
            verticallyResizable showsStateColumn
            """),
        (.ignored(.accessibility), "label hint notEnabled staticText summaryElement button header adjustable searchField description"),
        (.ignored(.connections), """
            actionName selector target eventType keyPath previousBinding ignoresCycle participatesInCycle
            destinationCreationSelector initialViewController storyboardIdentifier storyboardName referencedIdentifier
            unwindAction outlineTableColumn textLabel detailTextLabel imageView tableViewCell collectionClass appends
            placeholderIdentifier trigger inheritsFrom ref
            """),
        (.ignored(.documentMetadata), """
            version systemVersion minToolsVersion minSystemVersion defaultVersion launchScreen localization localized
            propertyAccessControl requiredIntegratedClassName affinity layout
            """),
        (.ignored(.resources), "catalog"),
        (.ignored(.runtimeBehaviour), """
            address allowUserInteraction allowsCharacterPickerTouchBarItem allowsDirectInteraction
            allowsDocumentBackgroundColorChange allowsEditingTextAttributes allowsEmptySelection allowsExpansionToolTips
            allowsFloats allowsImageEditing allowsKeyEquivalentWhenHidden allowsLinkPreview allowsMagnification
            allowsMixedState allowsMultipleSelection allowsMultipleSelectionDuringEditing allowsNonContiguousLayout
            allowsSelection allowsSelectionDuringEditing allowsTickMarkValuesOnly allowsToolTipsWhenApplicationIsInactive
            allowsTruncatedLabels allowsUndo allowsUserCustomization altersStateOfSelectedItem alwaysBounceHorizontal
            alwaysBounceVertical animates animating ascending autocapitalizationType autocorrectionType
            automaticallyAdjustsScrollViewInsets autorepeat autosaveColumns autosaveExpandedItems autosaveName
            autosavesConfiguration behavior bounces bouncesZoom canCancelContentTouches caseInsensitive changeBackground
            changeContents changeGray changesSelectionAsPrimaryAction class clearsOnBeginEditing
            clearsSelectionOnViewWillAppear columnReordering columnResizing columnSelection completes completionDelay
            contentType continuous continuousSpellChecking criticalValue customModule customModuleProvider
            customObjectInstantitationMethod dashSubstitution dataDetection day hour minute month second year
            defaultFixedFontSize defaultFontSize delaysContentTouches diacriticInsensitive directionalLockEnabled
            doubleValue emptySelection enabled enablesReturnKeyAutomatically findStyle floatsGroupRows frameAutosaveName
            grammarChecking headerToolTip help hidesAccessoryWhenEditing hidesWhenStopped horizontalLineScroll
            horizontalPageScroll verticalLineScroll verticalPageScroll horizontalScrollElasticity verticalScrollElasticity
            importsGraphics increment incrementalSearchingEnabled input javaEnabled javaScriptCanOpenWindowsAutomatically
            javaScriptEnabled keyboardAppearance keyboardDismissMode keyboardKey keyboardType lightByBackground
            lightByContents lightByGray link linkDetection maintainsBackForwardList maxAcceleratorLevel
            multiLevelAccelerator maxValue minValue maximum maximumRecents maximumValue minimumValue maximumZoomScale
            minimumZoomScale minuteInterval mode momentary moduleName multipleSelection multipleTouchEnabled nestingMode
            none numberOfVisibleItems on pagingEnabled phoneNumber plugInsEnabled pointerInteraction
            preferredFramesPerSecond prefetchingEnabled progress pushIn quoteSubstitution recentsAutosaveName
            refusesFirstResponder restorationIdentifier returnKeyType reuseIdentifier richText scrollable select selectable
            selectedSegmentIndex sendsActionOnEndEditing sendsSearchStringImmediately sendsWholeSearchString
            shouldIndentWhileEditing showsExpansionTextWhenTruncated showsMenuAsPrimaryAction smartDashesType
            smartInsertDelete smartInsertDeleteType smartQuotesType sortKey spellCheckingType spellingCorrection
            springLoaded startsMediaSession stepValue steps supportsPressAndHold suppressesIncrementalRendering tag
            textCompletion textContentType textReplacement timeIntervalSinceReferenceDate toolTip trackingMode typeSelect
            updatesFrequently useCurrentDate useStoryboardIdentifierAsRestorationIdentifier userInteractionEnabled
            userResizable usesDataSource usesFontPanel usesInspectorBar usesPredominantAxisScrolling usesRuler
            variableValue warningValue
            """),
        (.ignored(.notLaidOut), """
            HUD alternate alwaysShowsDecimalSeparator alwaysUsesMultipleValuesMarker allowDoubleColumnStyle
            allowableMovement animationBehavior autoenablesItems automaticallyPreparesContent
            automaticallyRearrangesObjects autorecalculatesKeyViewLoop autovalidates avoidsEmptySelection bottomStrut
            leftStrut rightStrut topStrut buttonBordered buttonSize calendarFormat canPropagateSelectedChildViewControllerTitle
            canRemoveAllRows cancelsTouchesInView centeredItem childrenKeyPath className clearsFilterPredicateOnInsertion
            closable collapsedRepresentationImage collapsedRepresentationLabel command control countKeyPath countStyle
            currencyDecimalSeparator currencySymbol dateStyle timeStyle decimalSeparator deferred definesPresentationContext
            delaysPrimaryMouseButtonEvents delaysTouchesBegan direction discoverabilityTitle displayMode documentModal
            doesRelativeDateFormatting down up entityName explicitIdentifier explicitItemIdentifier implicitIdentifier
            implicitItemIdentifier exponentSymbol formatWidth formatterBehavior formattingStringsFilename
            fullScreenAuxiliary fullScreenDisallowsTiling fullScreenNone fullScreenPrimary fullSizeContentView
            groupingSeparator groupingSize hasShadow hidesOnDeactivate icon internationalCurrencySymbol isSeparatorItem
            itemPositioning keyEquivalent leafKeyPath lenient localizesFormat maximumFractionDigits maximumIntegerDigits
            minimumFractionDigits minimumIntegerDigits maximumPrimaryColumnWidth minimumPrimaryColumnWidth menu
            miniaturizable minimumNumberOfTouches minimumPressDuration minusSign plusSign modalPresentationStyle
            modalTransitionStyle modifierFlags moveToActiveSpace navigationOrientation navigational negativeFormat
            negativePrefix negativeSuffix positiveFormat positivePrefix positiveSuffix nonactivatingPanel notANumberSymbol
            numberOfClicksRequired numberOfTapsRequired numberStyle objectClassName oneShot option paddingCharacter
            paletteLabel perMillSymbol percentSymbol playPause popoverAnchorBarButtonItem popoverAnchorView popoverBehavior
            preferredDisplayMode preferredEdge preservesSelection providesPresentationContextTransitionStyle
            releasedWhenClosed representsSharedInstance resizable restorable selectedItem selectsInsertedObjects shift
            showSeguePresentationStyle showsBaselineSeparator showsToolbarButton sizeMode sizingBehavior spineLocation
            splitViewControllerTargetIndex subtitle systemItem systemMenu tabbingMode texturedBackground titleVisibility
            titlebarAppearsTransparent titled toolbarStyle transient transitionStyle unifiedTitleAndToolbar
            usesGroupingSeparator utility visibilityPriority visibleAtLaunch
            """),
        (.ignored(.storedFrame), """
            accessoryType autohidesScrollers automaticEstimatedItemSize autorecalculatesCellSize
            autoresizesArchivedViewToFullSize autoresizesOutlineColumn columnAutoresizingStyle dataMode
            estimatedSectionFooterHeight estimatedSectionHeaderHeight sectionFooterHeight sectionHeaderHeight
            extendedLayoutIncludesOpaqueBars footerTitle headerTitle hasHorizontalScroller hasVerticalScroller headerView
            horizontal indentationLevel indentationWidth indentationMarkerFollowsCell indentationPerLevel maxWidth minWidth
            minimumInteritemSpacing minimumLineSpacing resizeWithTable rowSizeStyle scrollDirection sectionInsetReference
            showsReorderControl simulatedAppContext tableStyle translucent viewBased wantsFullScreenLayout
            """),
        (.ignored(.partOfUnmodelledContainer), """
            arrangesAllSubviews canCollapse dividerStyle holdingPriority selectedTabViewItemIndex tabStyle vertical
            """),
        // The item an NSTabView shows (else its first).
        (.read, "initialItem"),
        (.ignored(.rightToLeftOnly), "mirrorLayoutDirectionWhenInternationalizing mirroring"),
        (.ignored(.otherScreens), "contentViewInsetsToSafeArea"),
        (.ignored(.watchKit), "rowType"),
        (.ignored(.notLaidOut), "allowsNonnumericFormatting secondaryImage"),
        (.ignored(.runtimeBehaviour), "secureTextEntry"),
        // NSButtonCell's bezel inset; a segmented control's style and distribution.
        (.ignored(.contentMetrics), "inset secondaryText segmentControlStyle segmentDistribution"),
    ]

    // MARK: Keys

    /// `element@key` pairs. A pair not listed takes its element's handling when the element is
    /// ignored (every key of a `<color>` is appearance); the keys of elements layoutlint reads or
    /// walks through are listed one by one.
    private static let keyGroups: [Group] = [
        (.read, """
            autoresizingMask@autoresizingMask rect@frame frame@frameInset edgeInsets@layoutMargins edgeInsets@edgeInsets
            directionalEdgeInsets@directionalLayoutMargins font@font fontDescription@fontDescription imageReference@image
            keyboardLayoutGuide@keyboard viewLayoutGuide@safeArea viewLayoutGuide@contentLayoutGuide
            viewLayoutGuide@frameLayoutGuide viewLayoutGuide@layoutMargins mask@constraints mask@subviews
            navigationBar@navigationBar navigationItem@navigationItem tabBarItem@tabBarItem nil@simulatedStatusBarMetrics
            simulatedNavigationBarMetrics@simulatedTopBarMetrics simulatedStatusBarMetrics@simulatedStatusBarMetrics
            simulatedTabBarMetrics@simulatedBottomBarMetrics simulatedToolbarMetrics@simulatedBottomBarMetrics
            size@freeformSize state@normal string@text string@title buttonConfiguration@configuration
            """),
        // A control's cell: `appearance(of:)` reads its bezel, font and line breaks.
        (.read, """
            buttonCell@cell comboBoxCell@cell datePickerCell@cell imageCell@cell levelIndicatorCell@cell pathCell@cell
            popUpButtonCell@cell searchFieldCell@cell secureTextFieldCell@cell segmentedCell@cell sliderCell@cell
            stepperCell@cell textFieldCell@cell tokenFieldCell@cell
            """),
        (.walkedThrough, """
            freeformSimulatedSizeMetrics@simulatedDestinationMetrics simulatedMetricsContainer@defaultSimulatedMetrics
            window@window viewController@viewController
            """),
        // The element is the feature (`elements`).
        (.unsupported(.sceneSize), """
            modalPageSheetSimulatedSizeMetrics@simulatedDestinationMetrics
            splitViewDetailSimulatedSizeMetrics@simulatedDestinationMetrics
            """),
        // "Top Bar: None" and "Bottom Bar: None" chosen in the inspector, over the bars the
        // storyboard's navigation and tab bar controllers imply (`readBars`).
        (.read, "nil@simulatedTopBarMetrics nil@simulatedBottomBarMetrics"),
        (.ignored(.appearance), """
            imageReference@alternateImage imageReference@selectedImage imageReference@secondaryImage state@disabled
            state@focused state@highlighted state@selected nil@backgroundColor nil@highlightedColor nil@textColor
            size@offset size@shadowOffset size@titleShadowOffset
            """),
        (.ignored(.contentMetrics), """
            font@titleFont font@NSFont font@NSOriginalFont fontDescription@font fontDescription@titleFontDescription
            string@alternateTitle string@content string@placeholder nil@text nil@title
            """),
        (.ignored(.accessibility), "nil@label"),
        (.ignored(.connections), "segue@commit segue@preview string@keyPath nil@action"),
        (.ignored(.documentMetadata), "rect@screenRect string@userLabel size@designTimeSize"),
        (.ignored(.runtimeBehaviour), """
            string@identifier string@toolTip string@value size@value nil@identifier nil@toolTip
            nil@negativeInfinitySymbol nil@positiveInfinitySymbol
            """),
        (.ignored(.notLaidOut), """
            buttonCell@dataCell buttonCell@prototype comboBoxCell@dataCell imageCell@dataCell levelIndicatorCell@dataCell
            popUpButtonCell@dataCell textFieldCell@dataCell string@keyEquivalent mask@items size@customSize size@maxSize
            size@minSize
            """),
        (.ignored(.storedFrame), """
            rect@contentRect edgeInsets@contentInsets edgeInsets@scrollerInsets edgeInsets@sectionInset
            simulatedStatusBarMetrics@statusBar nil@statusBar size@cellSize size@contentViewMargins size@estimatedItemSize
            size@footerReferenceSize size@headerReferenceSize size@itemSize size@minimumItemSize size@maximumItemSize
            size@intercellSpacing string@footerTitle
            """),
        // An IBDesignable's intrinsic size as Interface Builder ran its code (`<designables>`): in
        // the corpus all but one are labels, buttons and text fields, whose intrinsic sizes
        // layoutlint takes from their stored frames like any other's; the one custom view
        // (AppKit, height only) is a gap: a plain custom view has no intrinsic size for layoutlint.
        (.ignored(.contentMetrics), "size@intrinsicContentSize"),
    ]

    /// The keys of view elements: the role a view plays for its container (`ItemRole`).
    private static let roleGroups: [Group] = [
        // The engine branches on these (`ItemRole`).
        (.read, "view contentView customView titleView"),
        // Views their container places at the frames Xcode stores: a table's header and footer
        // (as wide as the table), a collection's supplementary views, a scroll view's scrollers
        // and header. At the stored size the stored frame is where the container puts them.
        (.ignored(.storedFrame), """
            tableHeaderView tableFooterView sectionHeaderView sectionFooterView headerView horizontalScroller
            verticalScroller tabBar toolbar
            """),
        (.ignored(.partOfUnmodelledContainer), "splitView tabView"),
    ]

    // MARK: Tables

    static let elements = table(elementGroups + viewElementGroups)
    /// The views: the elements the engine knows by kind, the plain views, and the containers it
    /// does not model.
    static let viewElements = Set(table(viewElementGroups).keys).union(elements.filter { $0.value == .plainView }.keys)
    static let attributes = table(attributeGroups)
    static let keys = table(keyGroups)
    static let roles = table(roleGroups)

    /// How layoutlint treats `<element key="key">`; nil when nobody has decided.
    static func handling(ofElement element: String, key: String) -> VocabularyHandling? {
        if let listed = keys["\(element)@\(key)"] { return listed }
        // Size classes and other traits, in the spelling `TraitKey` reads.
        if element == "variation" { return TraitKey(ibKey: key) == nil ? nil : .read }
        if viewElements.contains(element) { return roles[key] }
        if let handling = elements[element], case .ignored = handling { return handling }
        return nil
    }

    /// Names listed twice (the tests require none).
    static var duplicates: [String] {
        duplicateNames(elementGroups + viewElementGroups) + duplicateNames(attributeGroups) + duplicateNames(keyGroups) + duplicateNames(roleGroups)
    }

    private static func names(_ group: Group) -> [Substring] {
        group.names.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    private static func table(_ groups: [Group]) -> [String: VocabularyHandling] {
        var table: [String: VocabularyHandling] = [:]
        for group in groups {
            for name in names(group) { table[String(name)] = group.handling }
        }
        return table
    }

    private static func duplicateNames(_ groups: [Group]) -> [String] {
        var seen = Set<Substring>(), duplicates: [String] = []
        for group in groups {
            for name in names(group) where !seen.insert(name).inserted { duplicates.append(String(name)) }
        }
        return duplicates
    }

    // MARK: What the walk records

    /// The elements whose presence is a feature layoutlint does not model.
    static let unsupportedElements: [String: UnmodelledFeature.Effect] = elements.compactMapValues { handling in
        if case .unsupported(let effect) = handling { return effect }
        return nil
    }

    /// The `element@key` pairs whose presence is a feature layoutlint does not model, and their elements.
    static let unsupportedKeys: [String: UnmodelledFeature.Effect] = keys.compactMapValues { handling in
        if case .unsupported(let effect) = handling { return effect }
        return nil
    }
    static let elementsWithUnsupportedKeys = Set(unsupportedKeys.keys.compactMap { $0.split(separator: "@").first.map(String.init) })

    /// The attributes that are a feature layoutlint does not model, with the one value that makes
    /// them one where the default is harmless (`autoresizesSubviews="NO"`).
    static let unsupportedAttributes: [(name: String, value: String?, effect: UnmodelledFeature.Effect)] = {
        let onlyWhen = ["autoresizesSubviews": "NO", "semanticContentAttribute": "forceRightToLeft", "prompted": "YES",
                        "hidesBottomBarWhenPushed": "YES", "toolbarHidden": "NO", "layoutMarginsFollowReadableWidth": "YES"]
        return attributes.compactMap { name, handling in
            guard case .unsupported(let effect) = handling else { return nil }
            return (name, onlyWhen[name], effect)
        }.sorted { $0.name < $1.name }
    }()
}
