print("sptheme")
